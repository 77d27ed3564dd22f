import type { MiddlewareHandler } from "hono";
import type { RouteRule } from "../app/features/deploy/build-manifest.ts";

/** Applies the redirects of the build's route rules; the query string is kept. */
export function redirects(routeRules: Record<string, RouteRule>): MiddlewareHandler {
  return async (c, next) => {
    const redirect = routeRules[c.req.path]?.redirect;
    if (!redirect) return next();
    const { search } = new URL(c.req.url);
    const target = redirect.to.startsWith("/") ? `${redirect.to}${search}` : redirect.to;
    c.header("Location", target);
    c.header("Cache-Control", "no-cache");
    return c.body(null, redirect.statusCode as 301);
  };
}
