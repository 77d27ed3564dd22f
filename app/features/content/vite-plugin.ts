import { readFile } from "node:fs/promises";
import { basename, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { type ZodType, z } from "zod";
import { homeFrontMatterSchema, pageFrontMatterSchema } from "./front-matter.ts";
import { compileMarkdown } from "./markdown.ts";
import { siteConfigSchema } from "./site-config.ts";

const SITE_CONFIG_ID = "virtual:site-config";
const RESOLVED_SITE_CONFIG_ID = `\0${SITE_CONFIG_ID}`;

/** The folder the site owner edits; `CONTENT_DIR` selects another one (e.g. a test fixture). */
export function contentDirectory(): string {
  return resolve(process.env.CONTENT_DIR ?? "content");
}

function validate<T>(schema: ZodType<T>, value: unknown, file: string, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const where = relative(process.cwd(), file);
    throw new Error(`${where}: invalid ${what}\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Loads and validates the site configuration. */
export async function loadSiteConfig(contentDir = contentDirectory()) {
  const file = resolve(contentDir, "site.config.ts");
  // The query defeats Node's module cache so that edits are picked up in development.
  const module = await import(
    /* @vite-ignore */ `${pathToFileURL(file).href}?loaded=${Date.now()}`
  );
  const config = module.default as Record<string, unknown>;
  // A static build takes the site's address from the build environment when given.
  const siteUrl = process.env.SITE_URL || config.siteUrl;
  return validate(siteConfigSchema, { ...config, siteUrl }, file, "site configuration");
}

/**
 * Compiles `@content/*.md` imports to `{ frontMatter, html, toc }` at build time and
 * exposes the validated site configuration as `virtual:site-config`.
 */
export function contentPlugin(contentDir = contentDirectory()): Plugin {
  let base = "/";
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    config: () => ({ resolve: { alias: { "@content": contentDir } } }),
    resolveId(id) {
      return id === SITE_CONFIG_ID ? RESOLVED_SITE_CONFIG_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_SITE_CONFIG_ID) {
        this.addWatchFile(resolve(contentDir, "site.config.ts"));
        return `export default ${JSON.stringify(await loadSiteConfig(contentDir))};`;
      }
      if (!id.endsWith(".md")) return undefined;
      const compiled = await compileMarkdown(await readFile(id, "utf8"), base);
      const schema = basename(id) === "home.md" ? homeFrontMatterSchema : pageFrontMatterSchema;
      const frontMatter = validate<unknown>(schema, compiled.frontMatter, id, "front matter");
      return `export default ${JSON.stringify({ ...compiled, frontMatter })};`;
    },
  };
}
