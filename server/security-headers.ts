import { createHash } from "node:crypto";
import { ICON_API_HOSTS } from "../app/features/icons/constants.ts";

/**
 * Headers sent with every response. One definition, used by the Node server and
 * by the configuration the build emits for static hosts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Sent only over HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

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

interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/**
 * A strict Content-Security-Policy: nothing by default, no inline code but the
 * scripts and stylesheets whose hashes are given, no eval, no plugins, no
 * framing, connections only to the site and the icon API.
 */
export function contentSecurityPolicy({ scripts = [], styles = [] }: InlineHashes = {}): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src 'self' ${styles.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${ICON_API_HOSTS.join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of one HTML page: its own inline scripts and stylesheets, by hash. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy({
    scripts: inlineScriptHashes(html),
    styles: inlineStyleHashes(html),
  });
}
