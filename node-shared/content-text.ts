import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { ContentError, fromRoot } from "./content-errors.ts";

// `fatal` refuses bytes that are not UTF-8; a byte order mark at the start is dropped.
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * A content file's text. Some editors start a UTF-8 file with a byte order mark, which would
 * hide its front matter: it is dropped. A file in another encoding would be published with
 * replacement characters: it stops the build at its first line that is not UTF-8.
 */
export function readContentText(file: string): string {
  const bytes = readFileSync(file);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new ContentError(
      "not UTF-8 text",
      { file: fromRoot(file), line: firstLineNotUtf8(bytes) },
      'Save the file with the encoding UTF-8 (most editors offer it under "Save with Encoding").',
    );
  }
}

/** The number (1-based) of the first line that is not UTF-8; a line feed is one byte in it. */
function firstLineNotUtf8(bytes: Buffer): number | undefined {
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    start = stop + 1;
  }
  return undefined;
}
