import { describe, expect, it } from "vitest";
import { markdownInstead, rawHtmlIn } from "./raw-html.ts";

describe("markdownInstead", () => {
  it("names Markdown's line break for a <br>, and Markdown for the rest", () => {
    for (const html of ["<br>", "<br/>", "<BR />"]) {
      expect(markdownInstead(html), html).toBe(
        "to break the line there, end it with a backslash (\\)",
      );
    }
    expect(markdownInstead("<kbd>")).toBe("write it in Markdown");
  });
});

describe("rawHtmlIn", () => {
  it("names each piece of HTML with its line, blocks and inline alike", () => {
    const source = [
      "---",
      "title: T",
      "---",
      "",
      '<img src="https://example.com/a.png" alt="A">',
      "",
      "Press <kbd>Ctrl</kbd> to copy.",
      "",
      '<div class="note">',
      "A note.",
      "</div>",
    ].join("\n");
    expect(rawHtmlIn(source)).toEqual([
      { line: 5, html: '<img src="https://example.com/a.png" alt="A">' },
      { line: 7, html: "<kbd>" },
      { line: 7, html: "</kbd>" },
      { line: 9, html: '<div class="note">…' },
    ]);
  });

  it("passes Markdown without HTML, comments, and HTML shown as code", () => {
    const source = [
      "Text with `<b>code</b>` and a [link](/PrivacyPolicy).",
      "",
      "<!-- a note for the next editor -->",
      "",
      "```html",
      "<p>shown, not run</p>",
      "```",
    ].join("\n");
    expect(rawHtmlIn(source)).toEqual([]);
  });

  it("shortens a long piece to its first 60 characters", () => {
    const html = `<p title="${"x".repeat(80)}">`;
    expect(rawHtmlIn(html)).toEqual([{ line: 1, html: `${html.slice(0, 60)}…` }]);
  });
});
