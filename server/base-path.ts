import type { MiddlewareHandler } from "hono";

/**
 * Keeps requests inside the base path the site was built for, and gives every
 * page one address: `/legal` leads to `/legal/`, and `/PrivacyPolicy/` to
 * `/PrivacyPolicy`. Locations are relative, so no Host header is trusted.
 */
export function basePath(base: string): MiddlewareHandler {
  const baseWithoutSlash = base.slice(0, -1);
  return async (c, next) => {
    const { path } = c.req;
    const search = c.req.url.includes("?") ? c.req.url.slice(c.req.url.indexOf("?")) : "";
    if (base !== "/" && path === baseWithoutSlash) return c.redirect(`${base}${search}`, 301);
    if (!path.startsWith(base)) return c.text("404 Not Found\n", 404);
    if (path !== base && path.endsWith("/")) {
      return c.redirect(`${localPath(path.replace(/\/+$/, ""))}${search}`, 301);
    }
    return next();
  };
}

/**
 * A path that stays on this site: `//evil.example` would be read by browsers as
 * another host, so leading slashes are folded into one.
 */
export function localPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** A path inside the site, as the app's routes see it: `/legal/PrivacyPolicy` → `/PrivacyPolicy`. */
export function pathInSite(path: string, base: string): string {
  return `/${path.slice(base.length)}`;
}
