import { REVALIDATE } from "./cache-rules.ts";
import { DEFAULT_POLICY, SECURITY_HEADERS } from "./security-headers.ts";

/**
 * The headers of a host's own plain-text answers (refusals, redirects, failures, a plain 404),
 * on the Node server, in the Cloudflare Worker and in development; nginx's, but their type.
 */
export const PLAIN_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": DEFAULT_POLICY,
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": REVALIDATE,
};
