import { describe, expect, it } from "vitest";
import type { MarkdownNode, MarkdownProps } from "#contracts/content.ts";
import { elementParts } from "#contracts/markdown-nodes.ts";
import { messagesIn } from "#contracts/messages.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { compileMarkdown, markdownHtml } from "./markdown.ts";

// The words the site writes into its texts, in its two languages.
const words = await loadMessages("content", [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
]);
const english = messagesIn(words, "en");
const german = messagesIn(words, "de");

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

/** Every element of a tree, depth first, as its tag, props and children. */
function elementsOf(nodes: MarkdownNode[]): [string, MarkdownProps, MarkdownNode[]][] {
  return nodes.flatMap((node) => {
    if (!Array.isArray(node)) return [];
    const parts = elementParts(node);
    return [parts, ...elementsOf(parts[2])];
  });
}

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

  it("keeps heading ids clear of the page's own, wherever the contents and tables name them", async () => {
    const { body, toc } = await compileMarkdown("## Main\n\n| a |\n| - |\n| 1 |\n\n## Page title");
    expect(toc).toEqual([
      { id: "main-1", text: "Main" },
      { id: "page-title-1", text: "Page title" },
    ]);
    const table = body.find((node) => Array.isArray(node) && node[0] === "div");
    expect(table?.[1]).toMatchObject({ "aria-labelledby": "main-1" });
  });

  it("links footnotes to their notes and back, named in the page's language, out of the contents", async () => {
    const { body, toc } = await compileMarkdown("## A\n\nText[^n].\n\n[^n]: Note.", undefined, {
      words: german,
    });
    const props = elementsOf(body).map(([, props]) => props);
    const reference = props.find((p) => p["data-footnote-ref"]);
    const note = props.find((p) => String(p.id).endsWith("fn-n"));
    const back = props.find((p) => p["data-footnote-backref"] !== undefined);
    const label = elementsOf(body).find(([tag, p]) => tag === "h2" && p.className === "sr-only");
    expect(reference?.href).toBe(`#${note?.id}`);
    expect(back?.href).toBe(`#${reference?.id}`);
    expect(back?.["aria-label"]).toBe("Zurück zum Verweis 1");
    expect(reference?.["aria-describedby"]).toBe(label?.[1].id);
    expect(label?.[2]).toEqual(["Fußnoten"]);
    expect(toc).toEqual([{ id: "a", text: "A" }]);
  });

  it("gives a heading of symbols alone an id all the same, as a section", async () => {
    const { toc } = await compileMarkdown("## 🚀\n\n## ✅ & ❌\n\n## Section\n\n## 日本語");
    expect(toc).toEqual([
      { id: "section", text: "🚀" },
      { id: "section-1", text: "✅ & ❌" },
      { id: "section-2", text: "Section" },
      { id: "日本語", text: "日本語" },
    ]);
  });

  it("names a heading by its words alone, its footnote's number left out of its id and the contents", async () => {
    const { body, toc } = await compileMarkdown(
      "## Data we keep[^1]\n\n## *Cookies*[^c] and logs\n\n## Data we keep\n\n[^1]: A.\n\n[^c]: B.",
    );
    expect(toc).toEqual([
      { id: "data-we-keep", text: "Data we keep" },
      { id: "cookies-and-logs", text: "Cookies and logs" },
      { id: "data-we-keep-1", text: "Data we keep" },
    ]);
    const reference = elementsOf(body).find(([, props]) => props["data-footnote-ref"]);
    expect(reference?.[2]).toEqual(["1"]);
  });

  it("puts a text's highest headings one level below the one it stands under, its footnotes' too, none below h6", async () => {
    const { body } = await compileMarkdown(
      "## Fixes\n\n### On Android\n\n###### Deep\n\nText[^1].\n\n[^1]: Note.",
      undefined,
      { under: 2 },
    );
    const headings = elementsOf(body).filter(([tag]) => /^h[1-6]$/.test(tag));
    expect(headings.map(([tag, props]) => [tag, props.id])).toEqual([
      ["h3", "fixes"],
      ["h4", "on-android"],
      ["h6", "deep"],
      ["h3", "footnote-label"],
    ]);
    const page = await compileMarkdown("# Who we are\n\n## In short\n\n# Your rights");
    expect(elementsOf(page.body).map(([tag]) => tag)).toEqual(["h2", "h3", "h2"]);
    expect(page.toc.map(({ text }) => text)).toEqual(["Who we are", "Your rights"]);
    const deeper = await compileMarkdown("### Making a group\n\n#### Members");
    expect(elementsOf(deeper.body).map(([tag]) => tag)).toEqual(["h2", "h3"]);
  });

  it("puts a prefix before every id a text gives, its footnotes' included", async () => {
    const { body } = await compileMarkdown("## A\n\nText[^1].\n\n[^1]: Note.", undefined, {
      prefix: "v2.4.0-",
    });
    const ids = elementsOf(body).flatMap(([, props]) => (props.id ? [String(props.id)] : []));
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) expect(id).toMatch(/^v2\.4\.0-/);
    for (const [, props] of elementsOf(body)) {
      for (const name of ["href", "aria-describedby"]) {
        const target = String(props[name] ?? "#").replace(/^#/, "");
        if (target) expect(ids, name).toContain(target);
      }
    }
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

  it("names a second table of a section by its column headings, so that no two regions share a name", async () => {
    const { body } = await compileMarkdown(
      "## Data\n\n| Purpose | Basis |\n| - | - |\n| 1 | 2 |\n\nand\n\n| Recipient | Country |\n| - | - |\n| 1 | 2 |",
    );
    const regions = body.filter((node) => Array.isArray(node) && node[0] === "div");
    expect(regions.map((region) => (region as unknown[])[1])).toEqual([
      { className: "table-scroll", tabIndex: 0, role: "region", "aria-labelledby": "data" },
      {
        className: "table-scroll",
        tabIndex: 0,
        role: "region",
        "aria-label": "Recipient, Country",
      },
    ]);
  });

  it("marks the links whose text is their address, and no other", async () => {
    const { body } = await compileMarkdown(
      [
        "[privacy@example.com](mailto:privacy@example.com)",
        "[https://ico.org.uk](https://ico.org.uk)",
        "<https://example.com/a>",
        "www.example.com",
        "[ico.org.uk](https://ico.org.uk/)",
        "[write to us](mailto:privacy@example.com)",
        "[the regulator](https://ico.org.uk)",
        "[https://ico.org.uk](https://example.com)",
      ].join("\n\n"),
    );
    const links = body.map((paragraph) => (paragraph as unknown[])[1]);
    expect(links).toEqual([
      [
        "a",
        { href: "mailto:privacy@example.com", className: "shows-address" },
        "privacy@example.com",
      ],
      ["a", { href: "https://ico.org.uk", className: "shows-address" }, "https://ico.org.uk"],
      ["a", { href: "https://example.com/a", className: "shows-address" }, "https://example.com/a"],
      ["a", { href: "http://www.example.com", className: "shows-address" }, "www.example.com"],
      ["a", { href: "https://ico.org.uk/", className: "shows-address" }, "ico.org.uk"],
      ["a", { href: "mailto:privacy@example.com" }, "write to us"],
      ["a", { href: "https://ico.org.uk" }, "the regulator"],
      ["a", { href: "https://example.com" }, "https://ico.org.uk"],
    ]);
  });

  it("keeps a GFM task list's boxes as a starting state, and class lists as one string", async () => {
    const { body } = await compileMarkdown("- [x] done\n- [ ] to do");
    const text = JSON.stringify(body);
    expect(text).toContain('"className":"contains-task-list"');
    expect(text).toContain('"type":"checkbox","defaultChecked":true,"disabled":true');
  });

  it("names each task's box by its item's words, without those of the items under it", async () => {
    const { body } = await compileMarkdown(
      "- [x] Send the *invoice*\n- [ ] Pay [rent](/Rent)\n  - [ ] Ask Maya\n\n- [ ] A loose item",
    );
    const boxes = elementsOf(body).filter(([tag]) => tag === "input");
    expect(boxes.map(([, props]) => props["aria-label"])).toEqual([
      "Send the invoice",
      "Pay rent",
      "Ask Maya",
      "A loose item",
    ]);
  });

  it("lets the keyboard reach a code block, which scrolls on its own when wide", async () => {
    const { body } = await compileMarkdown("```sh\ncurl https://example.com\n```");
    expect(elementsOf(body).find(([tag]) => tag === "pre")?.[1]).toEqual({ tabIndex: 0 });
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

  it("shows a quotation marked [!NOTE] as an alert, named in the page's language", async () => {
    const { body } = await compileMarkdown("> [!WARNING]\n> Back up *first*.", undefined, {
      words: german,
    });
    expect(body).toEqual([
      [
        "div",
        { className: "markdown-alert markdown-alert-warning" },
        ["p", { className: "markdown-alert-title" }, "Warnung"],
        ["p", "Back up ", ["em", "first"], "."],
      ],
    ]);
  });

  it("accepts a file without front matter", async () => {
    expect((await compileMarkdown("Just text.")).frontMatter).toEqual({});
  });
});

describe("markdownHtml", () => {
  /** Where a site under `/legal/` serves an image, as its image library would say. */
  const servedImage = (path: string) => ({
    src: `/legal/assets/${path.replace(/\.png$/, ".webp")}`,
    width: 640,
    height: 400,
  });

  it("points a feed entry's links to the site, and its footnotes to their notes on the page", async () => {
    const html = await markdownHtml("[Terms](/TermsConditions)[^1]\n\n[^1]: A note.", {
      siteUrl: "https://example.com",
      pageUrl: "https://example.com/WhatsNew",
      prefix: "v2.4.0-",
      words: english,
      image: servedImage,
    });
    expect(html).toContain('href="https://example.com/TermsConditions"');
    expect(html).toContain('href="https://example.com/WhatsNew#v2.4.0-fn-1"');
    expect(html).toContain('href="https://example.com/WhatsNew#v2.4.0-fnref-1"');
    expect(html).toContain('id="v2.4.0-fn-1"');
  });

  it("reads a relative link from the page, where the feed's reader would read it from the feed", async () => {
    const html = await markdownHtml(
      "[Terms](TermsConditions) [Help](./guides/Help?x#y) [Mail](mailto:a@b.c)",
      {
        siteUrl: "https://example.com/legal",
        pageUrl: "https://example.com/legal/WhatsNew",
        words: english,
        image: servedImage,
      },
    );
    expect(html).toContain('href="https://example.com/legal/TermsConditions"');
    expect(html).toContain('href="https://example.com/legal/guides/Help?x#y"');
    expect(html).toContain('href="mailto:a@b.c"');
  });

  it("shows an image from the site, and of a light and a dark image the light one", async () => {
    const html = await markdownHtml(
      "New: ![The new screen](images/screen.png#gh-light-mode-only)![The new screen](images/screen-dark.png#gh-dark-mode-only) and ![a chart](<images/a chart.png>).",
      {
        siteUrl: "https://example.com/legal",
        pageUrl: "https://example.com/legal/WhatsNew",
        words: english,
        image: servedImage,
      },
    );
    expect(html).toBe(
      '<p>New: <img src="https://example.com/legal/assets/images/screen.webp" alt="The new screen" width="640" height="400"> and <img src="https://example.com/legal/assets/images/a%20chart.webp" alt="a chart" width="640" height="400">.</p>',
    );
  });

  /** A text as a feed shows it, in English. */
  const html = (markdown: string) =>
    markdownHtml(markdown, {
      siteUrl: "https://example.com",
      pageUrl: "",
      words: english,
      image: servedImage,
    });

  it("shows each kind of alert GitHub has, the marker in any case, its words on the next line or after a break", async () => {
    for (const [marker, name] of [
      ["[!NOTE]", "Note"],
      ["[!tip]", "Tip"],
      ["[!Important]", "Important"],
      ["[!WARNING]", "Warning"],
      ["[!CAUTION]", "Caution"],
    ] as const) {
      const kind = name.toLowerCase();
      const alert = `<div class="markdown-alert markdown-alert-${kind}"><p class="markdown-alert-title">${name}</p><p>Read <em>this</em>.</p></div>`;
      expect(await html(`> ${marker}\n> Read *this*.`)).toBe(alert);
      expect(await html(`> ${marker}  \n> Read *this*.`)).toBe(alert);
      expect(await html(`> ${marker}\\\n> Read *this*.`)).toBe(alert);
    }
  });

  it("keeps every block of an alert, the marker on a line of its own", async () => {
    expect(await html("> [!TIP]\n>\n> One.\n>\n> - Two")).toBe(
      '<div class="markdown-alert markdown-alert-tip"><p class="markdown-alert-title">Tip</p><p>One.</p><ul>\n<li>Two</li>\n</ul></div>',
    );
  });

  it("leaves as a quotation what GitHub does not show as an alert", async () => {
    for (const markdown of [
      "> [!NOTE] Words on the marker's line.",
      "> [!NOTE] *Words* on the marker's line.",
      "> [!NOTE]",
      "> [!HINT]\n> Not a kind GitHub has.",
      "> Words first.\n> [!NOTE]",
      "- > [!NOTE]\n  > In a list.",
      "> > [!NOTE]\n> > Inside a quotation.",
    ]) {
      expect(await html(markdown), markdown).not.toContain("markdown-alert");
    }
  });
});
