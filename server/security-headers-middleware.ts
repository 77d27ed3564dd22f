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
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", DEFAULT_CSP);
    if (new URL(c.req.url).protocol === "https:") {
      headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }
  };
}
