import { createHash } from "node:crypto";
import { constants, zstdCompressSync } from "node:zlib";

/**
 * A `dcz` body opens with a Zstandard skippable frame (magic `0x184D2A5E`, 32 bytes long)
 * holding the dictionary's SHA-256 (RFC 9842 §4.2).
 */
const DCZ_HEADER = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);

/** A dictionary's SHA-256, in base64: what `Available-Dictionary` names it by. */
export function dictionaryDigest(dictionary: Uint8Array): string {
  return createHash("sha256").update(dictionary).digest("base64");
}

/** `body` as a `dcz` response body: Zstandard with `dictionary` as its raw content dictionary. */
export function compressWithDictionary(body: Uint8Array, dictionary: Uint8Array): Buffer {
  return Buffer.concat([
    DCZ_HEADER,
    createHash("sha256").update(dictionary).digest(),
    zstdCompressSync(body, {
      dictionary,
      params: { [constants.ZSTD_c_compressionLevel]: 19 },
    }),
  ]);
}
