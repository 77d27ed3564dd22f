/**
 * Compression dictionary transport (RFC 9842): the pages' shared shell (stylesheet, scripts,
 * header and footer) travels once, as a dictionary a browser keeps; every later document of the
 * visit is sent compressed against it, as what differs. A browser that has not got it, or has
 * another build's, is sent the page as before.
 */

/** The dictionary's folder in the site: one file, named by its content. */
export const DICTIONARY_FOLDER = "_app/dictionary";

/** The dictionary's file in the site, by its content's digest (`dictionaryDigest`). */
export function dictionaryFile(digest: string): string {
  return `${DICTIONARY_FOLDER}/${digest.replace(/[^A-Za-z0-9]/g, "").slice(0, 16)}.dict`;
}

/** The content coding of a page compressed against the dictionary: Zstandard with it. */
export const DICTIONARY_CODING = "dcz";

/** The copy of a page's file written beside it, compressed against the dictionary. */
export const DICTIONARY_COPY = `.${DICTIONARY_CODING}`;

/**
 * The `Use-As-Dictionary` header of the dictionary's file: for the documents of the site's
 * addresses, not its scripts or payloads, which are cached files or a page's own.
 */
export function dictionaryScope(base: string): string {
  return `match="${base}*", match-dest=("document")`;
}

/** The `Available-Dictionary` value of a browser holding the dictionary of this digest (base64 SHA-256). */
export function availableDictionary(digest: string): string {
  return `:${digest}:`;
}

/** Every answer at a page's address varies by both request headers. */
export const PAGE_VARY = "Accept-Encoding, Available-Dictionary";

/**
 * The headers of every page's answer where the build has a dictionary: its `Link` names the
 * dictionary, which the browser fetches once the page has loaded. Only a host that sends the
 * copies names it, so that a browser never fetches a dictionary nothing is compressed against.
 */
export function pageDictionaryHeaders(base: string, digest: string): Record<string, string> {
  return {
    Link: `<${base}${dictionaryFile(digest)}>; rel="compression-dictionary"`,
    Vary: PAGE_VARY,
  };
}
