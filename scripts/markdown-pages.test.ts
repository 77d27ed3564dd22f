import { describe, expect, it } from "vitest";
import { bodyOf } from "./markdown-pages.ts";

const served = (file: string, ref: string) => `/assets/images/${file}:${ref}`;

describe("bodyOf", () => {
  it("keeps the text as written, without its front matter", () => {
    const source =
      "---\ntitle: Help\n---\n\nWrite to *us*  \nat [support](/Support).\n\n| a | b |\n|---|---|\n";
    expect(bodyOf("pages/help.md", source, served)).toBe(
      "Write to *us*  \nat [support](/Support).\n\n| a | b |\n|---|---|",
    );
  });

  it("names each image by the address the site serves it at, its alt text and fragment as written", () => {
    const source = [
      'Look: ![The *group* screen](../images/group.png#gh-dark-mode-only "Groups") and',
      "[![A badge](badge.png)](https://example.com/badge.png)",
      "",
      "| shot | what |",
      "| --- | --- |",
      "| ![A \\| bar](images/bar.png) | bar |",
    ].join("\n");
    expect(bodyOf("pages/help.md", source, served)).toBe(
      [
        'Look: ![The *group* screen](/assets/images/pages/help.md:../images/group.png#gh-dark-mode-only "Groups") and',
        "[![A badge](/assets/images/pages/help.md:badge.png)](https://example.com/badge.png)",
        "",
        "| shot | what |",
        "| --- | --- |",
        "| ![A \\| bar](/assets/images/pages/help.md:images/bar.png) | bar |",
      ].join("\n"),
    );
  });

  it("writes anew an image whose address is written with escapes", () => {
    const source = "![A shot](images/shot\\(1\\).png)\n";
    expect(bodyOf("help.md", source, served)).toBe(
      "![A shot](/assets/images/help.md:images/shot\\(1\\).png)",
    );
  });
});
