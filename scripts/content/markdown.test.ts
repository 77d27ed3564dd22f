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
    const { html } = await compileMarkdown(source);
    expect(html).not.toMatch(/<script|onerror|<img|javascript:/);
    expect(html).toContain('<a href="/PrivacyPolicy">link</a>');
  });

  it("gives level-2 headings plain slugs and lists them as contents", async () => {
    const { html, toc } = await compileMarkdown(source);
    expect(html).toContain('<h2 id="first-section">First section</h2>');
    expect(toc).toEqual([
      { id: "first-section", text: "First section" },
      { id: "second-the-end", text: "Second: the end" },
    ]);
  });

  it("wraps tables in a region that scrolls on its own and takes keyboard focus", async () => {
    const { html } = await compileMarkdown(source);
    expect(html).toMatch(
      /<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>/,
    );
  });

  it("puts the base path in front of links to the site's pages", async () => {
    const { html } = await compileMarkdown(
      "[a](/PrivacyPolicy) [b](//cdn.example/x) [c](https://x.example/)",
      "/legal/",
    );
    expect(html).toContain('href="/legal/PrivacyPolicy"');
    expect(html).toContain('href="//cdn.example/x"');
    expect(html).toContain('href="https://x.example/"');
  });

  it("accepts a file without front matter", async () => {
    expect((await compileMarkdown("Just text.")).frontMatter).toEqual({});
  });
});
