import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DICTIONARY_COPY, dictionaryFile } from "#contracts/http/compression-dictionary.ts";
import { compressWithDictionary, dictionaryDigest } from "#node-shared/dictionary-compression.ts";

/** A document's link to the dictionary, which a browser fetches once the page has loaded. */
export function dictionaryLink(href: string): string {
  return `<link rel="compression-dictionary" href="${href}"/>`;
}

/** `html` with the dictionary's link at the end of its `<head>`. */
export function withDictionaryLink(html: string, href: string): string {
  if (!html.includes("</head>")) throw new Error("a page has no </head> for its dictionary link");
  return html.replace("</head>", `${dictionaryLink(href)}</head>`);
}

/**
 * Writes the pages' compression dictionary (decision 041): the home page as built, which holds
 * everything pages share (the stylesheet, the scripts, the header and the footer). Links every
 * document (`linked`) to it, then writes beside each page's file (`pages`) its copy compressed
 * against it. Returns the dictionary's digest.
 */
export async function writeCompressionDictionary({
  siteDir,
  base,
  home,
  pages,
  linked,
}: {
  siteDir: string;
  base: string;
  /** The home page's file, whose bytes are the dictionary. */
  home: string;
  pages: readonly string[];
  linked: readonly string[];
}): Promise<string> {
  const dictionary = await readFile(home);
  const digest = dictionaryDigest(dictionary);
  const file = dictionaryFile(digest);
  await mkdir(dirname(join(siteDir, file)), { recursive: true });
  await writeFile(join(siteDir, file), dictionary);
  for (const document of linked) {
    await writeFile(
      document,
      withDictionaryLink(await readFile(document, "utf8"), `${base}${file}`),
    );
  }
  for (const page of pages) {
    await writeFile(
      `${page}${DICTIONARY_COPY}`,
      compressWithDictionary(await readFile(page), dictionary),
    );
  }
  return digest;
}
