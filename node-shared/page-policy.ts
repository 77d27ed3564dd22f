import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "#contracts/http/security-headers.ts";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const NOT_EXECUTED = /\bsrc\s*=|\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The CSP sources (`'sha256-…'`) of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!NOT_EXECUTED.test(attributes)) hashes.add(hashSource(body));
  }
  return [...hashes];
}

/** The CSP sources of the inline stylesheets of an HTML document. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map(([, body = ""]) => hashSource(body)))];
}

/** The policy of one HTML page: its own inline scripts and stylesheets, by hash. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy({
    scripts: inlineScriptHashes(html),
    styles: inlineStyleHashes(html),
  });
}

/**
 * One policy for a whole site, allowing the inline scripts and stylesheets of all its
 * pages: for hosts that cannot tell a page from the 404 page served at the same address.
 */
export function sitePolicy(pages: readonly string[]): string {
  return contentSecurityPolicy({
    scripts: [...new Set(pages.flatMap(inlineScriptHashes))],
    styles: [...new Set(pages.flatMap(inlineStyleHashes))],
  });
}
