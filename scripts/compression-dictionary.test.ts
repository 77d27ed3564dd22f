import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { dictionaryFile } from "#contracts/http/compression-dictionary.ts";
import { dictionaryDigest } from "#node-shared/dictionary-compression.ts";
import { writeCompressionDictionary } from "./compression-dictionary.ts";

const shell = (main: string) =>
  `<!DOCTYPE html><html><head><style>${"main{margin:0 auto}".repeat(100)}</style></head><body><main>${main}</main></body></html>`;

describe("writeCompressionDictionary", () => {
  it("keeps the home page as built as the dictionary, and writes each page's copy compressed against it", async () => {
    const siteDir = await mkdtemp(join(tmpdir(), "dictionary-"));
    const home = join(siteDir, "index.html");
    const privacy = join(siteDir, "PrivacyPolicy.html");
    const notFound = join(siteDir, "404.html");
    await writeFile(home, shell("Tally"));
    await writeFile(privacy, shell("Privacy Policy"));
    await writeFile(notFound, shell("Not found"));
    const digest = await writeCompressionDictionary({ siteDir, home, pages: [home, privacy] });

    const dictionary = await readFile(join(siteDir, dictionaryFile(digest)));
    expect(dictionary.toString()).toBe(shell("Tally"));
    expect(digest).toBe(dictionaryDigest(dictionary));
    expect(await readFile(notFound, "utf8")).toBe(shell("Not found"));
    for (const file of [home, privacy]) {
      const copy = await readFile(`${file}.dcz`);
      expect(zstdDecompressSync(copy.subarray(40), { dictionary })).toEqual(await readFile(file));
      expect(copy.length).toBeLessThan(200);
    }
    expect((await readdir(siteDir)).filter((name) => name.endsWith(".dcz"))).toHaveLength(2);
  });
});
