import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { createRequestHandler } from "react-router";
import { basePath } from "./base-path.ts";
import type { BuildOutput } from "./build-output.ts";
import { iconsEndpoint } from "./icons-endpoint.ts";
import { overriddenPages, type RewrittenFiles } from "./overridden-pages.ts";
import { methodGuard, requestGuard } from "./request-guard.ts";
import { routeRules } from "./route-rules.ts";
import { applyRuntimeOverrides, type RuntimeOverrides } from "./runtime-overrides.ts";
import { pagePolicy } from "./security-headers.ts";
import { securityHeaders } from "./security-headers-middleware.ts";
import { staticFiles } from "./static-files.ts";

/**
 * Finishes a rendered page: the runtime overrides, and a Content-Security-Policy
 * that allows its own inline scripts and styles.
 */
async function finishRenderedPage(
  response: Response,
  overrides: RuntimeOverrides,
): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) {
    return response;
  }
  const html = applyRuntimeOverrides(await response.text(), overrides);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", pagePolicy(html));
  return new Response(html, { status: response.status, headers });
}

export interface ServerOptions {
  /** Trust `X-Forwarded-Proto` from a proxy in front of the server. */
  trustProxy?: boolean;
  /** Runtime configuration values that replace the build's. */
  overrides?: RuntimeOverrides;
  /** The files rewritten for those overrides (see `overridePages`). */
  rewrittenFiles?: RewrittenFiles;
}

/**
 * The production HTTP application: prerendered pages and assets are served as
 * files; only what was not prerendered (the not-found page) is rendered.
 */
export function createServerApp(
  build: BuildOutput,
  { overrides = {}, rewrittenFiles, trustProxy = false }: ServerOptions = {},
) {
  const app = new Hono();
  const render = createRequestHandler(build.serverBuild, "production");

  // Outermost first. Headers are added around the 304 answers of `etag`, which keep
  // only a few headers: browsers refresh a cached page's headers from its 304.
  app.use(securityHeaders({ trustProxy }));
  app.use(methodGuard());
  app.use(requestGuard());
  app.use(basePath(build.base));
  app.use(routeRules(build.meta.routeRules, build.base));
  app.use(etag());
  // Rendered responses only: files are served precompressed.
  app.use(compress());
  if (rewrittenFiles?.size) app.use(overriddenPages(rewrittenFiles));
  app.use(staticFiles(build.clientDir, build.base));

  app.get(`${build.base}api/_icons/:file`, iconsEndpoint);
  // A missing asset is a plain 404, not a rendered page.
  app.get(`${build.base}assets/*`, (c) => c.text("404 Not Found\n", 404));
  app.get("*", async (c) => finishRenderedPage(await render(c.req.raw), overrides));

  app.onError((error, c) => {
    console.error(error);
    return c.text("500 Internal Server Error\n", 500);
  });

  return app;
}
