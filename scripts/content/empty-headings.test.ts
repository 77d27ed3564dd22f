import { describe, expect, it } from "vitest";
import { emptyHeadingsIn } from "./empty-headings.ts";

describe("a heading with no words", () => {
  it("is found at its line in the file, front matter included", () => {
    const source = "---\ntitle: T\n---\n\n## Data\n\nText.\n\n###\n\n## \n\nMore.\n\nUnder\n---\n";
    expect(emptyHeadingsIn(source)).toEqual([9, 11]);
  });

  it("is not a heading of code, a link, emoji or a picture's alternative text", () => {
    const source = "## `config`\n\n## [Help](/Support)\n\n## 🚀\n\n## ![Our logo](logo.png)\n";
    expect(emptyHeadingsIn(source)).toEqual([]);
  });
});
