import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readContentText } from "./content-text.ts";

const folder = mkdtempSync(join(tmpdir(), "content-text-"));
const fileOf = (name: string, bytes: Buffer) => {
  const file = join(folder, name);
  writeFileSync(file, bytes);
  return file;
};
const markdown = "---\ntitle: Café\n---\n\nÜber uns\n";

describe("readContentText", () => {
  it("reads UTF-8, with or without a byte order mark", () => {
    expect(readContentText(fileOf("plain.md", Buffer.from(markdown)))).toBe(markdown);
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(markdown)]);
    expect(readContentText(fileOf("marked.md", marked))).toBe(markdown);
  });

  it("stops at the first line that is not UTF-8, naming the file", () => {
    const latin1 = fileOf("latin1.md", Buffer.from(markdown, "latin1"));
    expect(() => readContentText(latin1)).toThrow(
      /✖ .*latin1\.md:2: not UTF-8 text\n {2}Save the file/,
    );
    const utf16 = fileOf("utf16.md", Buffer.from(`\ufeff${markdown}`, "utf16le"));
    expect(() => readContentText(utf16)).toThrow(/utf16\.md:1: not UTF-8 text/);
  });
});
