import { basename, join } from "node:path";
import { appLinkAddresses } from "#contracts/app-link-paths.ts";
import type { SiteContent } from "#contracts/content.ts";
import { parseIconName } from "#contracts/icons.ts";
import type { SiteConfig } from "#contracts/site-config.ts";
import type { Catalog } from "#node-shared/content-catalog.ts";
import { ContentError, fromRoot } from "#node-shared/content-errors.ts";
import { isCollectionInstalled } from "#node-shared/icon-collections.ts";
import { ownerFiles } from "#node-shared/owner-files.ts";
import { SITE_CONFIG_FILE } from "#node-shared/site-config-file.ts";
import { pagesTakenByAppLinks } from "../app-links.ts";
import { emptyHeadingsIn } from "./empty-headings.ts";
import { markdownInstead, rawHtmlIn } from "./raw-html.ts";
import type { UpcomingText } from "./site-content.ts";
import { brokenSiteLinks, redirectMistakes } from "./site-links.ts";

/**
 * The checks of the whole compiled content against the site configuration (docs/spec.md §11):
 * redirects that cannot work, files of `content/files/` that cannot be published and headings
 * with no words stop the build; broken links, raw HTML that the pages leave out, app
 * links that take the site's pages, icons that cannot be drawn at build time and a release
 * file named otherwise than its version are each `warn`ed with the file they are in.
 */
export function checkContent(
  contentDir: string,
  catalog: Catalog,
  content: SiteContent,
  upcoming: readonly UpcomingText[],
  { redirects, app }: Pick<SiteConfig, "redirects" | "app">,
  warn: (message: string) => void,
) {
  const configFile = fromRoot(join(contentDir, SITE_CONFIG_FILE));
  const ownFiles = ownerFiles(contentDir).map(({ path }) => path);
  const mistakes = redirectMistakes(catalog, content, redirects, ownFiles);
  if (mistakes.length > 0) {
    throw new ContentError(
      `the redirects cannot work:${mistakes.map((mistake) => `\n  - ${mistake}`).join("")}`,
      { file: configFile },
      "Redirect only addresses that are no page of the site, once each, straight to where a visitor should land.",
    );
  }
  for (const [file, { source }] of catalog.files) {
    const [line, ...more] = emptyHeadingsIn(source);
    if (line === undefined) continue;
    const others =
      more.length > 0 ? ` (and at line${more.length > 1 ? "s" : ""} ${more.join(", ")})` : "";
    throw new ContentError(
      `a heading with no words${others}`,
      { file: fromRoot(join(contentDir, file)), line },
      "Write the heading's words after its #s, or remove the line.",
    );
  }
  const appLinks = appLinkAddresses(app, catalog.languages);
  for (const link of brokenSiteLinks(
    contentDir,
    catalog,
    content,
    upcoming,
    redirects,
    ownFiles,
    appLinks,
  )) {
    warn(`Broken link: ${link}.`);
  }
  for (const [file, { source }] of catalog.files) {
    for (const { line, html } of rawHtmlIn(source)) {
      warn(
        `Raw HTML: ${fromRoot(join(contentDir, file))}:${line}: ${html} is left out of the page; ${markdownInstead(html)}.`,
      );
    }
  }
  for (const page of catalog.pages) {
    const features = content.homes[page.path]?.frontMatter.features ?? [];
    features.forEach(({ icon }, index) => {
      const prefix = parseIconName(icon)?.prefix;
      if (prefix && !isCollectionInstalled(prefix)) {
        warn(
          `Icon: ${fromRoot(join(contentDir, page.file))}: features[${index}].icon: ${icon} is of a collection that is not installed, so each visit asks the Iconify API for it; npm install --save-exact @iconify-json/${prefix} draws it into the page.`,
        );
      }
    });
  }
  for (const { file, version } of catalog.releases) {
    const named = basename(file, ".md");
    if (named !== version) {
      warn(
        `Release: ${fromRoot(join(contentDir, file))}: version: ${version} is not the file's name: name the file ${version}.md, or write version: "${named}" if that is the release.`,
      );
    }
  }
  const paths = [...catalog.pages, ...catalog.versions].map(({ path }) => path);
  for (const taken of pagesTakenByAppLinks(app, paths)) {
    warn(`App link: ${configFile}: ${taken}.`);
  }
}
