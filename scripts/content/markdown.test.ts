import { describe, expect, it } from "vitest";
import { compileMarkdown } from "./markdown.ts";

const source = `---
title: Example
updated: 2026-01-02
---

Intro with a [link](/PrivacyPolicy).

## First section

<script>alert(1)</script>
<img src="x" onerror="alert(2)">

| a | b |
| - | - |
| 1 | 2 |

## Second: the end

[bad](javascript:alert(3))
`;

describe("compileMarkdown", () => {
  it("reads the front matter, leaving dates as text", async () => {
    const { frontMatter } = await compileMarkdown(source);
    expect(frontMatter).toEqual({ title: "Example", updated: "2026-01-02" });
  });

  it("drops raw HTML and script URLs", async () => {
    const { body } = await compileMarkdown(source);
    expect(JSON.stringify(body)).not.toMatch(/script|onerror|"img"|javascript:/);
    expect(body).toContainEqual([
      "p",
      "Intro with a ",
      ["a", { href: "/PrivacyPolicy" }, "link"],
      ".",
    ]);
  });

  it("gives level-2 headings plain slugs and lists them as contents", async () => {
    const { body, toc } = await compileMarkdown(source);
    expect(body).toContainEqual(["h2", { id: "first-section" }, "First section"]);
    expect(toc).toEqual([
      { id: "first-section", text: "First section" },
      { id: "second-the-end", text: "Second: the end" },
    ]);
  });

  it("wraps tables in a region that scrolls on its own and takes keyboard focus, named by its section's heading", async () => {
    const { body } = await compileMarkdown(source);
    const wrapper = body.find((node) => Array.isArray(node) && node[0] === "div");
    expect(wrapper?.slice(0, 2)).toEqual([
      "div",
      {
        className: "table-scroll",
        tabIndex: 0,
        role: "region",
        "aria-labelledby": "first-section",
      },
    ]);
    // No text between a table's rows and cells: React refuses it there.
    expect(JSON.stringify(wrapper)).toContain('["table",["thead",["tr",["th","a"]');
  });

  it("names a table that no heading comes before by its column headings", async () => {
    const { body } = await compileMarkdown("| Zweck | *Daten* |\n| - | - |\n| 1 | 2 |");
    expect((body[0] as unknown[]).slice(0, 2)).toEqual([
      "div",
      { className: "table-scroll", tabIndex: 0, role: "region", "aria-label": "Zweck, Daten" },
    ]);
  });

  it("keeps a GFM task list's boxes as a starting state, and class lists as one string", async () => {
    const { body } = await compileMarkdown("- [x] done\n- [ ] to do");
    const text = JSON.stringify(body);
    expect(text).toContain('"className":"contains-task-list"');
    expect(text).toContain('"type":"checkbox","defaultChecked":true,"disabled":true');
  });

  it("shows an image marked #gh-dark-mode-only or #gh-light-mode-only in that mode alone, lazily", async () => {
    const variant = { avif: "a.avif 240w", webp: "a.webp 240w", src: "a.webp", placeholder: "p" };
    const asked: string[] = [];
    const { body } = await compileMarkdown(
      "![Light](images/a.png#gh-light-mode-only)![Dark](images/b.png#gh-dark-mode-only)![Both](images/c.png)",
      (ref, alt) => {
        asked.push(ref);
        return { alt, width: 2, height: 1, light: variant };
      },
    );
    expect(asked).toEqual(["images/a.png", "images/b.png", "images/c.png"]);
    const pictures = (body[0] as unknown[]).slice(1) as [string, { className?: string }][];
    expect(pictures.map(([tag, props]) => [tag, props.className])).toEqual([
      ["span", "contents dark-mode:hidden"],
      ["span", "hidden dark-mode:contents"],
      ["picture", undefined],
    ]);
    expect(JSON.stringify(pictures.slice(0, 2))).not.toContain('"loading":"eager"');
  });

  it("accepts a file without front matter", async () => {
    expect((await compileMarkdown("Just text.")).frontMatter).toEqual({});
  });
});
