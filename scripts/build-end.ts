import { mkdir, readdir, readFile, rename, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { appLinkAddresses, appLinkFolder } from "#contracts/app-link-paths.ts";
import {
  type BuildMeta,
  pageHtmlFile,
  type RouteRule,
  redirectRules,
  SCHEDULE_FILE,
} from "#contracts/build-manifest.ts";
import {
  appLinkPageFile,
  buildMetaPath,
  LATEST_BUILD_PATH,
  LEGAL_FEED_FILE,
  LEGAL_INDEX_FILE,
  releaseFeedFile,
  SITEMAP_FILE,
} from "#contracts/http/address-table.ts";
import { defaultLanguage, languageNotFoundFolders } from "#contracts/languages.ts";
import type { AppConfig } from "#contracts/site-config.ts";
import type { BuildEnv } from "#node-shared/build-env.ts";
import {
  contentCatalog,
  missingTranslations,
  outdatedTranslations,
} from "#node-shared/content-catalog.ts";
import { contentWarning } from "#node-shared/content-errors.ts";
import { ownerFiles } from "#node-shared/owner-files.ts";
import { pagePolicy, sitePolicy } from "#node-shared/page-policy.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";
import { appLinkFiles } from "./app-links.ts";
import { bundleWorker } from "./bundle-worker.ts";
import { writeCompressionDictionary } from "./compression-dictionary.ts";
import { type LegalRecord, readLegalRecords } from "./legal-changes.ts";
import { siteRedirectList } from "./legal-version-redirects.ts";
import { withoutModulePreloads } from "./module-preloads.ts";
import { checkOwnerFilesKept, publishOwnerFiles } from "./owner-files-output.ts";
import { precompress } from "./precompress.ts";
import { schedule, shortNotices } from "./publishing.ts";
import { siteSitemap } from "./search-engine-files.ts";
import { siteTextFiles } from "./site-text-files.ts";
import {
  ASSETS_IGNORE,
  headersFile,
  nginxConfig,
  redirectsFile,
  routePolicy,
  wranglerConfig,
} from "./static-host-config.ts";

async function writeJson(file: string, value: unknown) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value)}\n`);
}

/**
 * Moves each prerendered page from `<path>/index.html` (as React Router writes it) to
 * `<path>.html`, and returns the pages' paths. A folder index would make static hosts
 * redirect `/PrivacyPolicy` to `/PrivacyPolicy/`; a flat file is served at its exact path.
 */
async function flattenPages(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(siteDir, entry.parentPath).split(sep).join("/")}`)
    .sort();
  // Deepest first, so that a folder is emptied before its parent's page moves.
  for (const path of [...paths].reverse()) {
    if (path === "/") continue;
    await rename(join(siteDir, path, "index.html"), htmlFileOf(siteDir, path));
    // A folder that still holds other pages (e.g. earlier versions) stays.
    await rmdir(join(siteDir, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY") throw error;
    });
  }
  return paths;
}

function htmlFileOf(siteDir: string, path: string): string {
  return join(siteDir, pageHtmlFile(path));
}

/**
 * The configured redirects and those of the legal versions in force, and for each prerendered
 * page a Content-Security-Policy that allows exactly its inline scripts and styles, by hash.
 */
async function routeRules(
  site: Awaited<ReturnType<typeof loadSiteConfig>>,
  siteDir: string,
  pages: string[],
  legal: readonly LegalRecord[],
): Promise<Record<string, RouteRule>> {
  const rules = redirectRules(siteRedirectList(site.redirects, legal, pages));
  for (const path of pages) {
    const html = await readFile(htmlFileOf(siteDir, path), "utf8");
    rules[path] = {
      ...rules[path],
      headers: { "Content-Security-Policy": pagePolicy(html) },
    };
  }
  return rules;
}

/** Renders an address with the server build, as the Node server would. */
type Renderer = (request: Request) => Promise<Response>;

async function serverRenderer(serverEntry: string): Promise<Renderer> {
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild;
  return createRequestHandler(build, "production");
}

/**
 * Renders the not-found page once per language, for static hosts to serve as `404.html`:
 * the default language's at the top, another's in its folder (`de/404.html`), where hosts
 * look for the nearest one.
 */
async function renderNotFoundPages(
  render: Renderer,
  siteDir: string,
  base: string,
  folders: readonly string[],
) {
  for (const folder of folders) {
    const file = `${folder}404.html`;
    const response = await render(new Request(`http://localhost${base}${file}`));
    if (response.status !== 404) {
      throw new Error(`Rendering ${file}: expected status 404, got ${response.status}`);
    }
    await mkdir(join(siteDir, folder), { recursive: true });
    await writeFile(join(siteDir, file), await response.text());
  }
}

/**
 * Renders the app-link page once in each language (its folder: `""`, `de/`), for every host to
 * answer the addresses of `app.links` with, from one of those addresses in that language: a
 * link's path with its `*` filled in. The files by folder, none when each address tried is a
 * page in some language (the host serves the page there) or kept in the browser.
 */
async function renderAppLinkPages(
  render: Renderer,
  siteDir: string,
  base: string,
  { app, addresses, pages, folders }: AppLinkPagesInput,
): Promise<Map<string, string>> {
  const pattern = new RegExp(addresses);
  const inFolder = (folder: string, path: string) => (folder ? `/${folder}${path.slice(1)}` : path);
  const address = app.links
    .flatMap((link) => ["x", "0"].map((filler) => link.replace(/\*+/g, filler)))
    .find((path) =>
      folders.every((folder) => {
        const there = inFolder(folder, path);
        return !pages.includes(there) && appLinkFolder(pattern, there) === folder;
      }),
    );
  const files = new Map<string, string>();
  if (!address) return files;
  for (const folder of folders) {
    const there = inFolder(folder, address);
    const response = await render(new Request(`http://localhost${base}${there.slice(1)}`));
    const name = appLinkPageFile(folder);
    if (response.status !== 200) {
      throw new Error(`Rendering ${name} at ${there}: expected status 200, got ${response.status}`);
    }
    const file = join(siteDir, name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await response.text());
    files.set(folder, file);
  }
  return files;
}

interface AppLinkPagesInput {
  app: AppConfig;
  addresses: string;
  pages: readonly string[];
  /** Each language's folder, the first's (`""`) first. */
  folders: readonly string[];
}

/** Takes React Router's module preloads out of the pages (`module-preloads.ts`, decision 033). */
async function dropModulePreloads(files: readonly string[]) {
  for (const file of files) {
    await writeFile(file, withoutModulePreloads(await readFile(file, "utf8")));
  }
}

/**
 * Under a base path (e.g. /legal/) React Router writes the pages below it but Vite
 * writes the assets at the top; moving everything below it makes the output
 * folder mirror the site's addresses, so that any static host can serve it as is.
 */
async function moveUnderBase(clientDir: string, base: string): Promise<string> {
  const siteDir = join(clientDir, base);
  if (base === "/") return siteDir;
  const [top] = base.split("/").filter(Boolean);
  for (const entry of await readdir(clientDir)) {
    if (entry !== top) await rename(join(clientDir, entry), join(siteDir, entry));
  }
  return siteDir;
}

/** A Cloudflare Worker name from the product name: lowercase letters, digits and dashes. */
function workerName(productName: string): string {
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);
  return slug || "site";
}

/**
 * Runs after React Router's build and prerendering: moves the pages to flat files,
 * writes the build manifest, the static 404 page, the static-host configuration
 * (`_headers`, `_redirects`, `.assetsignore`, `nginx.conf`, `wrangler.jsonc` with its
 * Worker), `sitemap.xml`, the files made from the content alone (`site-text-files.ts`: the
 * Markdown pages, `llms.txt`, the feeds, the legal version index, the app-link files,
 * `robots.txt`), the site owner's own files (`content/files/`) and precompressed variants of
 * every text file.
 */
export async function finishBuild({
  buildDir,
  baseURL: base,
  buildId,
  ...content
}: Omit<BuildEnv, "buildId"> & { buildId: string }) {
  const clientDir = join(buildDir, "client");
  const siteDir = await moveUnderBase(clientDir, base);
  const prerendered = await flattenPages(siteDir);
  const owned = ownerFiles(content.contentDir);
  await publishOwnerFiles(siteDir, owned);
  const site = await loadSiteConfig({ ...content, baseURL: base });
  const catalog = contentCatalog(content.contentDir, site.languages);
  const releasePages = catalog.pages.filter((page) => page.layout === "releases");
  const legal = readLegalRecords(content.contentDir, catalog);
  const render = await serverRenderer(join(buildDir, "server", "index.js"));
  const languageFolders = languageNotFoundFolders(site.languages);
  const appLinks = appLinkAddresses(site.app, site.languages);
  const appLinkPages =
    site.app && appLinks
      ? await renderAppLinkPages(render, siteDir, base, {
          app: site.app,
          addresses: appLinks,
          pages: prerendered,
          folders: ["", ...languageFolders],
        })
      : new Map<string, string>();
  const meta: BuildMeta = {
    id: buildId,
    timestamp: Date.now(),
    prerendered,
    files: [
      `/${LEGAL_INDEX_FILE}`,
      `/${LEGAL_FEED_FILE}`,
      ...releasePages.map((page) => `/${releaseFeedFile(page.path)}`),
      ...[...appLinkFiles(site.app, base).keys()].map((file) => `/${file}`),
      ...owned.map(({ path }) => path),
    ],
    routeRules: await routeRules(site, siteDir, prerendered, legal),
    ...(appLinkPages.size > 0 && appLinks ? { appLinks } : {}),
  };
  await renderNotFoundPages(render, siteDir, base, ["", ...languageFolders]);
  const pageFiles = prerendered.map((path) => htmlFileOf(siteDir, path));
  await dropModulePreloads([
    ...pageFiles,
    ...["", ...languageFolders].map((folder) => join(siteDir, folder, "404.html")),
    ...appLinkPages.values(),
  ]);
  if (prerendered.includes("/")) {
    meta.dictionary = await writeCompressionDictionary({
      siteDir,
      home: htmlFileOf(siteDir, "/"),
      pages: pageFiles,
    });
  }
  await writeJson(join(siteDir, buildMetaPath(meta.id)), meta);
  await writeJson(join(siteDir, LATEST_BUILD_PATH), { id: meta.id, timestamp: meta.timestamp });

  const notFoundHtml = await readFile(join(siteDir, "404.html"), "utf8");
  const languageNotFoundHtml = await Promise.all(
    languageFolders.map((folder) => readFile(join(siteDir, folder, "404.html"), "utf8")),
  );
  const languageNotFound = languageFolders.map((folder, index) => ({
    folder,
    policy: pagePolicy(languageNotFoundHtml[index] ?? ""),
  }));
  const pagesHtml = await Promise.all(
    prerendered.map((path) => readFile(htmlFileOf(siteDir, path), "utf8")),
  );
  const appLinkHtml = new Map(
    await Promise.all(
      [...appLinkPages].map(
        async ([folder, file]) => [folder, await readFile(file, "utf8")] as const,
      ),
    ),
  );
  const hosting = {
    base,
    meta,
    notFoundPolicy: pagePolicy(notFoundHtml),
    languageNotFound,
    ...(meta.appLinks
      ? {
          appLink: {
            addresses: meta.appLinks,
            pages: [...appLinkHtml].map(([folder, html]) => ({ folder, policy: pagePolicy(html) })),
          },
        }
      : {}),
    sitePolicy: sitePolicy([
      ...pagesHtml,
      notFoundHtml,
      ...languageNotFoundHtml,
      ...appLinkHtml.values(),
    ]),
  };
  await writeFile(join(clientDir, "_headers"), headersFile(hosting));
  await writeFile(join(clientDir, "_redirects"), redirectsFile(hosting));
  await writeFile(join(clientDir, ".assetsignore"), ASSETS_IGNORE);
  await writeFile(join(buildDir, "nginx.conf"), nginxConfig(hosting));
  await writeFile(
    join(buildDir, "wrangler.jsonc"),
    wranglerConfig({ base, name: workerName(site.productName) }),
  );
  await bundleWorker(
    buildDir,
    {
      pages: Object.fromEntries(prerendered.map((path) => [path, routePolicy(meta, path)])),
      notFound: hosting.notFoundPolicy,
      languageNotFound,
      ...(hosting.appLink ? { appLink: hosting.appLink } : {}),
    },
    meta.dictionary ?? null,
  );
  await writeFile(
    join(siteDir, SITEMAP_FILE),
    siteSitemap(
      site.siteUrl,
      catalog,
      legal,
      prerendered.map((path, index) => ({ path, html: pagesHtml[index] ?? "" })),
    ),
  );
  for (const [file, text] of await siteTextFiles({ ...content, baseURL: base })) {
    await mkdir(dirname(join(siteDir, file)), { recursive: true });
    await writeFile(join(siteDir, file), await text());
  }
  await writeJson(join(buildDir, SCHEDULE_FILE), schedule(catalog, legal));
  for (const { file, why } of catalog.leftOut) {
    console.log(`Left out: ${join(relative(process.cwd(), content.contentDir), file)}: ${why}`);
  }
  for (const notice of shortNotices(legal, site.legal.noticeDays)) {
    console.warn(
      contentWarning(
        `Short notice: ${notice.path} takes effect on ${notice.date}, ${notice.days} days after it was announced (${notice.announced}); legal.noticeDays asks for ${site.legal.noticeDays}.`,
      ),
    );
  }
  for (const { language: code, files } of missingTranslations(catalog)) {
    console.log(`Not yet in ${code} (no such page there): ${files.join(", ")}`);
  }
  const defaultName = defaultLanguage(site.languages).name;
  for (const { file, date, original } of outdatedTranslations(catalog)) {
    console.warn(
      contentWarning(
        `Translation behind: ${file} is the version of ${date}; the ${defaultName} one (${original.file}) is of ${original.date}.`,
      ),
    );
  }
  await checkOwnerFilesKept(siteDir, owned);
  const compressed = await precompress(clientDir);
  console.log(`Build ${meta.id}: ${meta.prerendered.length} pages, ${compressed} compressed files`);
}
