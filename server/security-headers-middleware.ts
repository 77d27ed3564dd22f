import type { MiddlewareHandler } from "hono";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

/** Adds the security headers to every response, whoever produced it. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (new URL(c.req.url).protocol === "https:") {
      c.res.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    }
  };
}
