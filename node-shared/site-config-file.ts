import { join, resolve } from "node:path";
import { type SiteConfig, siteConfigSchema, siteUrlBaseProblem } from "#contracts/site-config.ts";
import { type Catalog, contentCatalog } from "./content-catalog.ts";
import { ContentError, fromRoot } from "./content-errors.ts";
import { importContentModule } from "./content-module.ts";
import { loadMessages } from "./messages-file.ts";
import { validate } from "./validation.ts";

/** The site configuration's file, in the content folder. */
export const SITE_CONFIG_FILE = "site.config.ts";

/**
 * Where the content is, the site's address when the build's environment overrides it, and the
 * path the site is served under, when known.
 */
export interface ContentSource {
  contentDir: string;
  siteUrl?: string | undefined;
  baseURL?: string | undefined;
}

/**
 * Every navigation link leads to a page the content folder makes (in the default language; a
 * translation is used where there is one).
 */
function checkSiteConfig(config: SiteConfig, catalog: Catalog, file: string, contentDir: string) {
  const where = { file: fromRoot(file) };
  const [first] = config.languages;
  const paths = new Set(
    catalog.pages.filter((page) => page.language === first?.code).map((page) => page.path),
  );
  for (const [place, links] of Object.entries(config.navigation)) {
    for (const link of links) {
      const leftOut = catalog.leftOut.find((item) => item.path === link.path);
      if (!paths.has(link.path) && leftOut) {
        throw new ContentError(
          `navigation.${place} links to ${link.path}, which this build leaves out (${fromRoot(join(contentDir, leftOut.file))}: ${leftOut.why})`,
          where,
          "Remove the link until the page is published, or publish the page.",
        );
      }
      if (!paths.has(link.path)) {
        throw new ContentError(
          `navigation.${place} links to ${link.path}, which is not a page (pages: ${[...paths].join(", ")})`,
          where,
        );
      }
      if (typeof link.label !== "string" && first && !link.label[first.code]) {
        throw new ContentError(
          `navigation.${place}: the label of ${link.path} must have a text in ${first.code}, the default language`,
          where,
        );
      }
    }
  }
}

/** Loads and validates the site configuration (`content/site.config.ts`), fresh each time. */
export async function loadSiteConfig({
  contentDir,
  siteUrl: siteUrlOverride,
  baseURL,
}: ContentSource) {
  const file = resolve(contentDir, SITE_CONFIG_FILE);
  const config = (await importContentModule(file, "the site configuration", {
    problem: "the site configuration is missing",
    hint: "Every site needs one: content/README.md lists what goes in it.",
  })) as Record<string, unknown>;
  // A static build takes the site's address from the build environment when given.
  const siteUrl = siteUrlOverride ?? config.siteUrl;
  const site = validate(siteConfigSchema, { ...config, siteUrl }, file, "site configuration");
  const baseProblem = baseURL && siteUrlBaseProblem(site.siteUrl, baseURL);
  if (baseProblem) {
    throw siteUrlOverride
      ? new ContentError(`the build's environment is wrong: SITE_URL ${baseProblem}`)
      : new ContentError(`siteUrl ${baseProblem}`, { file: fromRoot(file) });
  }
  checkSiteConfig(site, contentCatalog(contentDir, site.languages), file, contentDir);
  // Every language has its interface text: checked here, so that a missing text stops the build first.
  await loadMessages(contentDir, site.languages);
  return site;
}
