import { createHash } from "node:crypto";
import { zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressWithDictionary, dictionaryDigest } from "./dictionary-compression.ts";

const dictionary = Buffer.from(`<html><head><style>${"body{color:#123}".repeat(200)}</style>`);
const page = Buffer.from(
  `<html><head><style>${"body{color:#123}".repeat(200)}</style><h1>Terms</h1>`,
);

describe("compressWithDictionary", () => {
  it("writes the RFC 9842 header with the dictionary's digest, then a frame only the dictionary opens", () => {
    const body = compressWithDictionary(page, dictionary);
    expect([...body.subarray(0, 8)]).toEqual([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0, 0, 0]);
    expect(body.subarray(8, 40)).toEqual(createHash("sha256").update(dictionary).digest());
    expect(zstdDecompressSync(body.subarray(40), { dictionary })).toEqual(page);
    expect(() => zstdDecompressSync(body.subarray(40))).toThrow();
    expect(body.length).toBeLessThan(100);
  });

  it("names the dictionary as Available-Dictionary does, base64 of its SHA-256", () => {
    expect(dictionaryDigest(dictionary)).toBe(
      createHash("sha256").update(dictionary).digest("base64"),
    );
  });
});
