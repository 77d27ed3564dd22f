import { statSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** Files whose names carry a content hash: they never change, so caches may keep them. */
export function isHashedAsset(path: string): boolean {
  return path.startsWith("/assets/") || /^\/_app\/builds\/meta\/[^/]+\.json$/.test(path);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  // React Router's payload files.
  ".data": "text/x-script",
};

/** Served by the server as a rendered 404 instead; the file is for static hosts. */
const NOT_SERVED_DIRECTLY = new Set(["/404.html"]);

type StaticEnv = { Variables: { staticFile?: string } };

/**
 * Serves the built files: prerendered pages and their payloads, and the assets.
 * Precompressed Brotli or gzip variants are sent when the client accepts them;
 * HEAD, Range, ETag and 304 are handled.
 */
export function staticFiles(root: string): MiddlewareHandler<StaticEnv> {
  const serve = serveStatic<StaticEnv>({
    root,
    precompressed: true,
    onFound: (file, c) => {
      c.set("staticFile", file);
    },
  });
  return async (c, next) => {
    if (NOT_SERVED_DIRECTLY.has(c.req.path)) return next();
    // A page has one address: /PrivacyPolicy, not /PrivacyPolicy/index.html.
    if (c.req.path.endsWith("/index.html")) {
      return c.redirect(c.req.path.slice(0, -"/index.html".length) || "/", 301);
    }
    const response = await serve(c, next);
    const file = c.get("staticFile");
    if (!file || !response) return response;
    const { size, mtimeMs } = statSync(file);
    const headers = response.headers;
    headers.set("ETag", `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}"`);
    headers.set("Cache-Control", isHashedAsset(c.req.path) ? IMMUTABLE : REVALIDATE);
    const extension = c.req.path.slice(c.req.path.lastIndexOf("."));
    const contentType = CONTENT_TYPES[extension];
    if (contentType) headers.set("Content-Type", contentType);
    if (headers.get("Content-Type")?.startsWith("text/html")) {
      headers.set("Content-Type", "text/html; charset=utf-8");
    }
    return response;
  };
}
