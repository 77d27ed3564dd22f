import { decodePath } from "./request-guard.ts";

/** A slash sent percent-encoded: servers read it as a separator, the browser's router as text. */
const ENCODED_SLASH = /%2f/i;

/**
 * One address per page. Where a request path, as sent and accepted by `rejectPath`, should be
 * redirected: the base path without its slash to the base path; a repeated slash, a slash
 * sent as `%2F`, a trailing slash or a trailing `/index.html` to the same path without it (a
 * link made by joining `https://example.com/` and `/PrivacyPolicy` still arrives). The
 * location is the decoded path encoded again segment by segment (plain ASCII, no request byte
 * copied as it came), so it always stays on the site. Undefined when the path is already the
 * address to serve, or is outside the base path.
 */
export function canonicalAddress(rawPath: string, base: string): string | undefined {
  const path = decodePath(rawPath);
  if (base !== "/" && path === base.slice(0, -1)) return base;
  const elsewhere =
    path.includes("//") ||
    (path !== base && (path.endsWith("/") || path.endsWith("/index.html"))) ||
    ENCODED_SLASH.test(rawPath);
  if (!elsewhere) return undefined;
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.at(-1) === "index.html") segments.pop();
  const plain = `/${segments.join("/")}`;
  if (`${plain}/` === base) return base;
  if (!plain.startsWith(base)) return undefined;
  return `/${segments.map(encodeURIComponent).join("/")}`;
}
