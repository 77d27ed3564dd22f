import { readFile } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { homeFrontMatterSchema, pageFrontMatterSchema } from "#contracts/content.ts";
import { IMAGE_TYPES } from "#contracts/picture.ts";
import { type SiteConfig, siteConfigSchema } from "#contracts/site-config.ts";
import {
  type Catalog,
  contentCatalog,
  forgetContentCatalog,
  HISTORY_FOLDER,
  PAGES_FOLDER,
} from "#node-shared/content-catalog.ts";
import { altText, ImageLibrary } from "../images/image-library.ts";
import { compileMarkdown, type PictureOf } from "./markdown.ts";
import { loadSiteContent } from "./site-content.ts";
import { validate } from "./validation.ts";

const SITE_CONFIG_ID = "virtual:site-config";
const RESOLVED_SITE_CONFIG_ID = `\0${SITE_CONFIG_ID}`;
const SITE_CONTENT_ID = "virtual:site-content";
const RESOLVED_SITE_CONTENT_ID = `\0${SITE_CONTENT_ID}`;
const PLACEHOLDERS_ID = "virtual:image-placeholders";
const RESOLVED_PLACEHOLDERS_ID = `\0${PLACEHOLDERS_ID}`;

/** Every navigation link must lead to a page the content folder makes. */
function checkNavigation(config: SiteConfig, catalog: Catalog, file: string) {
  const paths = new Set(catalog.pages.map((page) => page.path));
  for (const [place, links] of Object.entries(config.navigation)) {
    for (const link of links) {
      if (!paths.has(link.path)) {
        throw new Error(
          `${relative(process.cwd(), file)}: navigation.${place} links to ${link.path}, which is not a page (pages: ${[...paths].join(", ")})`,
        );
      }
    }
  }
}

/** Where the content is, and the site's address when the build's environment overrides it. */
export interface ContentSource {
  contentDir: string;
  siteUrl?: string | undefined;
}

/** Loads and validates the site configuration. */
export async function loadSiteConfig({ contentDir, siteUrl: siteUrlOverride }: ContentSource) {
  const file = resolve(contentDir, "site.config.ts");
  // The query defeats Node's module cache so that edits are picked up in development.
  const module = await import(
    /* @vite-ignore */ `${pathToFileURL(file).href}?loaded=${Date.now()}`
  );
  const config = module.default as Record<string, unknown>;
  // A static build takes the site's address from the build environment when given.
  const siteUrl = siteUrlOverride ?? config.siteUrl;
  const site = validate(siteConfigSchema, { ...config, siteUrl }, file, "site configuration");
  checkNavigation(site, contentCatalog(contentDir), file);
  return site;
}

/**
 * Compiles `@content/*.md` imports to `{ frontMatter, body, toc }` at build time,
 * exposes the validated site configuration as `virtual:site-config`, and the pages of
 * `content/pages/` with the legal pages' history as `virtual:site-content`.
 */
export function contentPlugin(source: ContentSource): Plugin {
  const { contentDir } = source;
  let base = "/";
  // Prepared once per build (and again after an edit in development).
  let library: Promise<ImageLibrary> | undefined;
  const images = () => {
    library ??= ImageLibrary.prepare(
      contentDir,
      [...contentCatalog(contentDir).files].map(([file, { source }]) => ({
        file: resolve(contentDir, file),
        source,
      })),
      base,
    );
    return library;
  };
  const pictureOf =
    (markdownFile: string, found: ImageLibrary): PictureOf =>
    (ref, alt) =>
      found.picture(markdownFile, altText(markdownFile, ref, alt), ref);
  return {
    name: "site-content",
    enforce: "pre",
    config: () => ({ resolve: { alias: { "@content": contentDir } } }),
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      // An edit in content/ changes what the virtual modules hold: the next render reads again.
      server.watcher.on("all", (_event, file) => {
        if (!resolve(file).startsWith(resolve(contentDir))) return;
        forgetContentCatalog(contentDir);
        library = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const id of [RESOLVED_SITE_CONTENT_ID, RESOLVED_PLACEHOLDERS_ID]) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
      });
      // In development the encoded images are served from the cache.
      server.middlewares.use(`${base}assets/images/`, async (request, response, next) => {
        const wanted = request.url?.split("?")[0]?.slice(1);
        const file = (await images()).files().find((candidate) => candidate.fileName === wanted);
        if (!file) return next();
        response.setHeader("Content-Type", IMAGE_TYPES[file.format]);
        response.end(await readFile(file.cachePath));
      });
    },
    resolveId(id) {
      if (id === SITE_CONFIG_ID) return RESOLVED_SITE_CONFIG_ID;
      if (id === PLACEHOLDERS_ID) return RESOLVED_PLACEHOLDERS_ID;
      return id === SITE_CONTENT_ID ? RESOLVED_SITE_CONTENT_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_SITE_CONFIG_ID) {
        this.addWatchFile(resolve(contentDir, "site.config.ts"));
        return `export default ${JSON.stringify(await loadSiteConfig(source))};`;
      }
      if (id === RESOLVED_PLACEHOLDERS_ID) {
        return `export default ${JSON.stringify((await images()).placeholderCss())};`;
      }
      if (id === RESOLVED_SITE_CONTENT_ID) {
        this.addWatchFile(join(contentDir, PAGES_FOLDER));
        this.addWatchFile(join(contentDir, HISTORY_FOLDER));
        const found = await images();
        for (const image of found.sources()) this.addWatchFile(image);
        const content = await loadSiteContent(contentDir, contentCatalog(contentDir), (file) =>
          pictureOf(file, found),
        );
        return `export default ${JSON.stringify(content)};`;
      }
      if (!id.endsWith(".md")) return undefined;
      const found = await images();
      // An edited image reloads the pages that show it.
      for (const image of found.sourcesOf(id)) this.addWatchFile(image);
      // The fixed pages are the catalog's; any other Markdown import is read here.
      const known = contentCatalog(contentDir).files.get(
        relative(contentDir, id).split(sep).join("/"),
      );
      const markdown = known?.source ?? (await readFile(id, "utf8"));
      const compiled = await compileMarkdown(markdown, pictureOf(id, found));
      if (basename(id) !== "home.md") {
        const frontMatter = validate(
          pageFrontMatterSchema,
          compiled.frontMatter,
          id,
          "front matter",
        );
        return `export default ${JSON.stringify({ ...compiled, frontMatter })};`;
      }
      const frontMatter = validate(homeFrontMatterSchema, compiled.frontMatter, id, "front matter");
      const { image, ...hero } = frontMatter.hero;
      const heroImage = image && found.picture(id, image.alt, image.light, image.dark);
      const page = {
        ...compiled,
        frontMatter: { ...frontMatter, hero: { ...hero, image: heroImage } },
      };
      return `export default ${JSON.stringify(page)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await images()).files()) {
        this.emitFile({
          type: "asset",
          fileName: `assets/images/${file.fileName}`,
          source: await readFile(file.cachePath),
        });
      }
    },
  };
}
