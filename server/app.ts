import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { methodNotAllowed } from "hono/method-not-allowed";
import { trimTrailingSlash } from "hono/trailing-slash";
import { createRequestHandler } from "react-router";
import type { BuildOutput } from "./build-output.ts";
import { redirects } from "./redirects.ts";
import { requestGuard } from "./request-guard.ts";
import { securityHeaders } from "./security-headers-middleware.ts";
import { staticFiles } from "./static-files.ts";

/**
 * The production HTTP application: prerendered pages and assets are served as
 * files; only what was not prerendered (the not-found page) is rendered.
 */
export function createServerApp(build: BuildOutput) {
  const app = new Hono();
  const render = createRequestHandler(build.serverBuild, "production");

  app.use(securityHeaders());
  app.use(etag());
  // Rendered responses only: files are served precompressed.
  app.use(compress());
  app.use(methodNotAllowed({ app }));
  app.use(requestGuard());
  app.use(trimTrailingSlash({ alwaysRedirect: true }));
  app.use(redirects(build.meta.routeRules));
  app.use(staticFiles(build.clientDir));

  // A missing asset is a plain 404, not a rendered page.
  app.get("/assets/*", (c) => c.text("404 Not Found\n", 404));
  app.get("*", (c) => render(c.req.raw));

  app.onError((error, c) => {
    console.error(error);
    return c.text("500 Internal Server Error\n", 500);
  });

  return app;
}
