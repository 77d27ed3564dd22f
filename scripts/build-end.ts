import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadSiteConfig } from "../app/features/content/vite-plugin.ts";
import {
  type BuildMeta,
  buildMetaPath,
  LATEST_BUILD_PATH,
  type RouteRule,
} from "../app/features/deploy/build-manifest.ts";
import { pagePolicy } from "../server/security-headers.ts";
import { currentBuildId } from "./build-id.ts";
import { precompress } from "./precompress.ts";
import { robots, sitemap } from "./search-engine-files.ts";
import { headersFile, nginxConfig, redirectsFile } from "./static-host-config.ts";

async function writeJson(file: string, value: unknown) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value)}\n`);
}

/** The paths whose HTML was prerendered, read from the output itself. */
async function prerenderedPaths(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(siteDir, entry.parentPath).split(sep).join("/")}`)
    .sort();
}

function htmlFileOf(siteDir: string, path: string): string {
  return join(siteDir, path, "index.html");
}

/**
 * The configured redirects, and for each prerendered page a Content-Security-Policy
 * that allows exactly its inline scripts and styles, by hash.
 */
async function routeRules(
  site: Awaited<ReturnType<typeof loadSiteConfig>>,
  siteDir: string,
  pages: string[],
): Promise<Record<string, RouteRule>> {
  const rules: Record<string, RouteRule> = {};
  for (const redirect of site.redirects) {
    rules[redirect.from] = { redirect: { to: redirect.to, statusCode: redirect.status } };
  }
  for (const path of pages) {
    const html = await readFile(htmlFileOf(siteDir, path), "utf8");
    rules[path] = {
      ...rules[path],
      headers: { "Content-Security-Policy": pagePolicy(html) },
    };
  }
  return rules;
}

/** Renders the not-found page once, for static hosts to serve as `404.html`. */
async function renderNotFoundPage(serverEntry: string, siteDir: string, base: string) {
  const build = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild;
  const render = createRequestHandler(build, "production");
  const response = await render(new Request(`http://localhost${base}404.html`));
  if (response.status !== 404) {
    throw new Error(`Rendering 404.html: expected status 404, got ${response.status}`);
  }
  await writeFile(join(siteDir, "404.html"), await response.text());
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

/**
 * Runs after React Router's build and prerendering: writes the build manifest,
 * the static 404 page, the static-host configuration (`_headers`, `_redirects`,
 * `nginx.conf`), `sitemap.xml` and `robots.txt`, and precompressed variants of
 * every text file.
 */
export async function finishBuild(buildDir: string, base: string) {
  const clientDir = join(buildDir, "client");
  const siteDir = await moveUnderBase(clientDir, base);
  const prerendered = await prerenderedPaths(siteDir);
  const site = await loadSiteConfig();
  const meta: BuildMeta = {
    id: currentBuildId(),
    timestamp: Date.now(),
    prerendered,
    routeRules: await routeRules(site, siteDir, prerendered),
  };
  await renderNotFoundPage(join(buildDir, "server", "index.js"), siteDir, base);
  await writeJson(join(siteDir, buildMetaPath(meta.id)), meta);
  await writeJson(join(siteDir, LATEST_BUILD_PATH), { id: meta.id, timestamp: meta.timestamp });

  const notFoundHtml = await readFile(join(siteDir, "404.html"), "utf8");
  const hosting = {
    base,
    meta,
    notFoundPolicy: pagePolicy(notFoundHtml),
  };
  await writeFile(join(clientDir, "_headers"), headersFile(hosting));
  await writeFile(join(clientDir, "_redirects"), redirectsFile(hosting));
  await writeFile(join(buildDir, "nginx.conf"), nginxConfig(hosting));
  await writeFile(join(siteDir, "sitemap.xml"), sitemap(site.siteUrl, prerendered));
  await writeFile(join(siteDir, "robots.txt"), robots(site.siteUrl, base));
  const compressed = await precompress(clientDir);
  console.log(`Build ${meta.id}: ${meta.prerendered.length} pages, ${compressed} compressed files`);
}
