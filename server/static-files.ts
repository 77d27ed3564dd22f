import { stat } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { localPath, pathInSite } from "./base-path.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/**
 * Payload files may be used for five minutes without asking again, so that a
 * prefetched page opens with no request at all (browsers do not reuse a
 * prefetch that must be revalidated). Shared caches may not keep them.
 */
export const PAYLOAD = "private, max-age=300";

/** How long browsers and caches may keep a file, by its path inside the site. */
export function cacheControlFor(pathInSite: string): string {
  if (isHashedAsset(pathInSite)) return IMMUTABLE;
  return pathInSite.endsWith(".data") ? PAYLOAD : REVALIDATE;
}

/** Files whose names carry a content hash (or a build id): they never change. */
export function isHashedAsset(pathInSite: string): boolean {
  return (
    pathInSite.startsWith("/assets/") || /^\/_app\/builds\/meta\/[^/]+\.json$/.test(pathInSite)
  );
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  // React Router's payload files.
  ".data": "text/x-script",
};

type StaticEnv = { Variables: { staticFile?: string } };

/**
 * Serves the built files: prerendered pages and their payloads, and the assets.
 * Precompressed Brotli or gzip variants are sent when the client accepts them;
 * HEAD, Range, ETag and 304 are handled.
 */
export function staticFiles(root: string, base: string): MiddlewareHandler<StaticEnv> {
  // Files for static hosts, not pages: the server renders its 404 and sets its headers itself.
  const hostFiles = new Set([`${base}404.html`, "/_headers", "/_redirects"]);
  const serve = serveStatic<StaticEnv>({
    root,
    precompressed: true,
    onFound: (file, c) => {
      c.set("staticFile", file);
    },
  });
  return async (c, next) => {
    if (hostFiles.has(c.req.path)) return next();
    // A page has one address: /PrivacyPolicy, not /PrivacyPolicy/index.html.
    if (c.req.path.endsWith("/index.html")) {
      const folder = c.req.path.slice(0, -"index.html".length);
      return c.redirect(localPath(folder === base ? folder : folder.slice(0, -1)), 301);
    }
    const response = await serve(c, next);
    const file = c.get("staticFile");
    if (!file || !response) return response;
    const { size, mtimeMs } = await stat(file);
    const headers = response.headers;
    headers.set("ETag", `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`);
    headers.set("Cache-Control", cacheControlFor(pathInSite(c.req.path, base)));
    const extension = c.req.path.slice(c.req.path.lastIndexOf("."));
    const contentType = CONTENT_TYPES[extension];
    if (contentType) headers.set("Content-Type", contentType);
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set("Content-Type", "text/html; charset=utf-8");
    }
    return response;
  };
}
