import type { MiddlewareHandler } from "hono";
import {
  contentSecurityPolicy,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./security-headers.ts";

const DEFAULT_CSP = contentSecurityPolicy();

/**
 * Adds the security headers to every response, whoever produced it. A response
 * that set its own Content-Security-Policy (a page, with its scripts' hashes) keeps it.
 * HSTS goes only over HTTPS: the request's own, or a trusted proxy's word for it.
 */
export function securityHeaders({ trustProxy = false } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", DEFAULT_CSP);
    const forwarded = c.req.header("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
    const https = new URL(c.req.url).protocol === "https:" || (trustProxy && forwarded === "https");
    if (https) {
      headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }
  };
}
