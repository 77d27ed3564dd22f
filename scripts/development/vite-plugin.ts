import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import type { Plugin } from "vite";
import { appLinkAddresses } from "#contracts/app-link-paths.ts";
import { type BuildMeta, redirectRules } from "#contracts/build-manifest.ts";
import {
  ATOM_EXTENSION,
  buildMetaPath,
  fileHeaders,
  isPlainNotFound,
  LATEST_BUILD_PATH,
  LEGAL_INDEX_FILE,
  LLMS_TXT_FILE,
  MARKDOWN_EXTENSION,
  OWNER_FILE_TYPES,
  PLAIN_NOT_FOUND,
  ROBOTS_FILE,
  SITEMAP_FILE,
  siteRedirects,
  WELL_KNOWN_FOLDER,
} from "#contracts/http/address-table.ts";
import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import { decodePath } from "#contracts/http/request-guard.ts";
import { BUILD_ID_DEFINE } from "#node-shared/build-env.ts";
import { contentCatalog } from "#node-shared/content-catalog.ts";
import { ownerFiles } from "#node-shared/owner-files.ts";
import { type ContentSource, loadSiteConfig } from "#node-shared/site-config-file.ts";
import { readLegalRecords } from "../legal-changes.ts";
import { siteRedirectList } from "../legal-version-redirects.ts";
import { siteSitemap } from "../search-engine-files.ts";
import { siteTextFiles, type TextSource } from "../site-text-files.ts";

/** Whether a file in the site may be one of the text files: only these addresses are looked up. */
const mayBeTextFile = (file: string) =>
  [MARKDOWN_EXTENSION, ATOM_EXTENSION].some((ending) => file.endsWith(ending)) ||
  [LEGAL_INDEX_FILE, LLMS_TXT_FILE, ROBOTS_FILE].includes(file) ||
  file.startsWith(`${WELL_KNOWN_FOLDER}/`);

/** Percent-decoded as the Node server decodes a path, or as it is when that is malformed. */
function decodedPath(path: string): string {
  try {
    return decodePath(path);
  } catch {
    return path;
  }
}

/**
 * What the build writes beside the pages, answered by the development server from the content
 * as it is: the redirects (`siteRedirectList`), as every host applies them; this server's build
 * manifest, which the browser reads to follow those redirects in a navigation, to tell an
 * app-link address, and to check for a newer build (there is none: a reload shows every edit); the
 * text files (`site-text-files.ts`), so that a page's links to its feed or its Markdown copy
 * lead somewhere while the site owner writes it, drafts included as the pages show them; the
 * sitemap, of the pages as rendered; and the owner's own files (`content/files/`).
 */
export function developmentPlugin(content: ContentSource): Plugin {
  let base = "/";
  let buildId = "";
  const timestamp = Date.now();
  // Made again after an edit in the content folder: the site configuration, say, is read afresh.
  let meta: Promise<BuildMeta> | undefined;
  let textFiles: Promise<Map<string, TextSource>> | undefined;
  const buildMeta = () => {
    meta ??= (async () => {
      const site = await loadSiteConfig({ ...content, baseURL: base });
      const catalog = contentCatalog(content.contentDir, site.languages);
      const appLinks = appLinkAddresses(site.app, site.languages);
      const prerendered = [...catalog.pages, ...catalog.versions].map(({ path }) => path).sort();
      const legal = readLegalRecords(content.contentDir, catalog);
      return {
        id: buildId,
        timestamp,
        prerendered,
        files: [],
        routeRules: redirectRules(siteRedirectList(site.redirects, legal, prerendered)),
        ...(appLinks ? { appLinks } : {}),
      };
    })();
    return meta;
  };
  /**
   * The sitemap of the pages as this server renders them now, each asked of itself at the
   * address it listens on (`listening`), as the build reads each prerendered page.
   */
  const renderedSitemap = async (listening: string) => {
    const site = await loadSiteConfig({ ...content, baseURL: base });
    const catalog = contentCatalog(content.contentDir, site.languages);
    const pages = await Promise.all(
      (await buildMeta()).prerendered.map(async (path) => {
        const response = await fetch(new URL(`${base}${path.slice(1)}`, listening));
        if (!response.ok) {
          throw new Error(
            `The sitemap lists the pages as they are rendered, and ${path} answered ${response.status}: open it to see why.`,
          );
        }
        return { path, html: await response.text() };
      }),
    );
    return siteSitemap(site.siteUrl, catalog, readLegalRecords(content.contentDir, catalog), pages);
  };
  return {
    name: "development-answers",
    apply: "serve",
    configResolved(config) {
      base = config.base;
      buildId = JSON.parse(String(config.define?.[BUILD_ID_DEFINE])) as string;
    },
    configureServer(server) {
      server.watcher.on("all", (_event, file) => {
        if (!resolve(file).startsWith(resolve(content.contentDir))) return;
        meta = undefined;
        textFiles = undefined;
      });
      server.middlewares.use(async (request, response, next) => {
        // Revalidated, the manifest too: here it changes with the content under one build id.
        const json = (file: string, value: unknown) => {
          response.setHeader("Content-Type", fileHeaders(`/${file}`)["Content-Type"]);
          response.setHeader("Cache-Control", REVALIDATE);
          response.end(JSON.stringify(value));
        };
        try {
          const url = new URL(request.url ?? "/", "http://localhost");
          if (!url.pathname.startsWith(base)) return next();
          const file = url.pathname.slice(base.length);
          if (file === LATEST_BUILD_PATH) return json(file, { id: buildId, timestamp });
          if (file === buildMetaPath(buildId)) return json(file, await buildMeta());
          // A mistake in the content is the page's to show (the render names it): modules pass.
          const redirects = await buildMeta().then(
            (built) => siteRedirects(built, base),
            () => [],
          );
          const path = decodedPath(url.pathname);
          const rule = redirects.find(({ from }) => from === path);
          if (rule) {
            response.writeHead(rule.status, {
              ...PLAIN_HEADERS,
              Location: `${rule.to}${url.search}`,
            });
            return response.end();
          }
          if (file === SITEMAP_FILE) {
            const { local, network } = server.resolvedUrls ?? { local: [], network: [] };
            const sitemap = await renderedSitemap(local[0] ?? network[0] ?? "");
            response.setHeader("Content-Type", fileHeaders(`/${file}`)["Content-Type"]);
            return response.end(sitemap);
          }
          if (mayBeTextFile(file)) {
            textFiles ??= siteTextFiles({ ...content, baseURL: base });
            const text = (await textFiles).get(file);
            if (text) {
              response.setHeader("Content-Type", fileHeaders(`/${file}`)["Content-Type"]);
              return response.end(await text());
            }
          }
          if (Object.hasOwn(OWNER_FILE_TYPES, extname(file))) {
            const own = ownerFiles(content.contentDir).find(({ path }) => path === `/${file}`);
            if (own) {
              response.setHeader("Content-Type", fileHeaders(own.path)["Content-Type"]);
              return response.end(await readFile(own.source));
            }
          }
          // As on every host: a missing file of the build's own is no page.
          if (!isPlainNotFound(`/${file}`)) return next();
          response.writeHead(404, PLAIN_HEADERS);
          response.end(PLAIN_NOT_FOUND);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
