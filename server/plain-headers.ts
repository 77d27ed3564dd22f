import type { OutgoingHttpHeaders } from "node:http";
import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import { DEFAULT_POLICY, SECURITY_HEADERS } from "#contracts/http/security-headers.ts";

/** The headers of the server's plain-text answers: refusals, redirects and failures. */
export const PLAIN_HEADERS: OutgoingHttpHeaders = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": DEFAULT_POLICY,
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": REVALIDATE,
};
