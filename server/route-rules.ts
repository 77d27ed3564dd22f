import type { MiddlewareHandler } from "hono";
import type { RouteRule } from "../app/features/deploy/build-manifest.ts";
import { pathInSite } from "./base-path.ts";

/**
 * Applies the build's route rules, whose paths are relative to the base path:
 * redirects (keeping the query string) and the headers of a path, such as a
 * prerendered page's Content-Security-Policy.
 */
export function routeRules(
  rules: Readonly<Record<string, RouteRule>>,
  base: string,
): MiddlewareHandler {
  return async (c, next) => {
    const rule = rules[pathInSite(c.req.path, base)];
    if (rule?.redirect) {
      const { search } = new URL(c.req.url);
      const { to, statusCode } = rule.redirect;
      c.header("Location", to.startsWith("/") ? `${base}${to.slice(1)}${search}` : to);
      c.header("Cache-Control", "no-cache");
      return c.body(null, statusCode as 301);
    }
    await next();
    for (const [name, value] of Object.entries(rule?.headers ?? {})) c.res.headers.set(name, value);
  };
}
