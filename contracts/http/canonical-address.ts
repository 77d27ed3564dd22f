/**
 * One address per page. Where a decoded request path should be redirected: the base
 * path without its slash to the base path; a repeated slash, a trailing slash or a trailing
 * `/index.html` to the same path without it (a link made by joining `https://example.com/`
 * and `/PrivacyPolicy` still arrives). The location is the path encoded again segment by
 * segment (plain ASCII, no request byte copied as it came), so it always stays on the site.
 * Undefined when the path is already the address to serve, or is outside the base path.
 */
export function canonicalAddress(path: string, base: string): string | undefined {
  if (base !== "/" && path === base.slice(0, -1)) return base;
  const elsewhere = path.includes("//") || path.endsWith("/") || path.endsWith("/index.html");
  if (path === base || !elsewhere) return undefined;
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.at(-1) === "index.html") segments.pop();
  const plain = `/${segments.join("/")}`;
  if (`${plain}/` === base) return base;
  if (!plain.startsWith(base)) return undefined;
  return `/${segments.map(encodeURIComponent).join("/")}`;
}
