import { ICON_API_HOSTS } from "../spec-constants.ts";

/**
 * Headers sent with every response. One definition, used by the Node server and
 * by the configuration the build emits for static hosts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Sent only over HTTPS, where browsers honour it. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

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
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${ICON_API_HOSTS.join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy of every answer that is not a page: no inline code at all. */
export const DEFAULT_POLICY = contentSecurityPolicy();
