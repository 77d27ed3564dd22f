/**
 * One address per page. Where a decoded request path should be redirected: the base
 * path without its slash to the base path; a trailing slash or a trailing `/index.html`
 * to the same path without it. The location is the path encoded again segment by
 * segment (plain ASCII, no request byte copied as it came), folded to stay on the site.
 * Undefined when the path is already the address to serve.
 */
export function canonicalAddress(path: string, base: string): string | undefined {
  if (base !== "/" && path === base.slice(0, -1)) return base;
  if (!path.startsWith(base) || path === base) return undefined;
  if (!path.endsWith("/") && !path.endsWith("/index.html")) return undefined;
  const trimmed = path.replace(/(\/index\.html)?\/*$/, "").replace(/^\/+/, "");
  const location = `/${trimmed.split("/").map(encodeURIComponent).join("/")}`;
  return location === "/" || `${location}/` === base ? base : location;
}
