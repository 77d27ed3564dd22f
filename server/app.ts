import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { methodNotAllowed } from "hono/method-not-allowed";
import { trimTrailingSlash } from "hono/trailing-slash";
import { createRequestHandler } from "react-router";
import type { BuildOutput } from "./build-output.ts";
import { requestGuard } from "./request-guard.ts";
import { routeRules } from "./route-rules.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";
import { securityHeaders } from "./security-headers-middleware.ts";
import { staticFiles } from "./static-files.ts";

/** Gives a rendered page a Content-Security-Policy that allows its own inline scripts. */
async function allowInlineScripts(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.startsWith("text/html") || !response.body) {
    return response;
  }
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html)));
  return new Response(html, { status: response.status, headers });
}

/**
 * The production HTTP application: prerendered pages and assets are served as
 * files; only what was not prerendered (the not-found page) is rendered.
 */
export function createServerApp(build: BuildOutput) {
  const app = new Hono();
  const render = createRequestHandler(build.serverBuild, "production");

  // Outermost first. Headers are added around the 304 answers of `etag`, which keep
  // only a few headers: browsers refresh a cached page's headers from its 304.
  app.use(securityHeaders());
  app.use(methodNotAllowed({ app }));
  app.use(requestGuard());
  app.use(trimTrailingSlash({ alwaysRedirect: true }));
  app.use(routeRules(build.meta.routeRules));
  app.use(etag());
  // Rendered responses only: files are served precompressed.
  app.use(compress());
  app.use(staticFiles(build.clientDir));

  // A missing asset is a plain 404, not a rendered page.
  app.get("/assets/*", (c) => c.text("404 Not Found\n", 404));
  app.get("*", async (c) => allowInlineScripts(await render(c.req.raw)));

  app.onError((error, c) => {
    console.error(error);
    return c.text("500 Internal Server Error\n", 500);
  });

  return app;
}
