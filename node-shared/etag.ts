import { createHash } from "node:crypto";

/**
 * The Node server's entity tag for a body: weak, since the same representation is sent
 * compressed in several ways, and taken from the uncompressed bytes, so every coding of one
 * file shares it. (nginx and Cloudflare compute their own.)
 */
export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}
