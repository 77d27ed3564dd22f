import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DICTIONARY_COPY, dictionaryFile } from "#contracts/http/compression-dictionary.ts";
import { compressWithDictionary, dictionaryDigest } from "#node-shared/dictionary-compression.ts";

/**
 * Writes the pages' compression dictionary (decision 041): the home page as built, which holds
 * everything pages share (the stylesheet, the scripts, the header and the footer), then beside
 * each page's file (`pages`) its copy compressed against it. Returns the dictionary's digest.
 */
export async function writeCompressionDictionary({
  siteDir,
  home,
  pages,
}: {
  siteDir: string;
  /** The home page's file, whose bytes are the dictionary. */
  home: string;
  pages: readonly string[];
}): Promise<string> {
  const dictionary = await readFile(home);
  const digest = dictionaryDigest(dictionary);
  const file = join(siteDir, dictionaryFile(digest));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, dictionary);
  for (const page of pages) {
    const copy = compressWithDictionary(await readFile(page), dictionary);
    await writeFile(`${page}${DICTIONARY_COPY}`, copy);
  }
  return digest;
}
