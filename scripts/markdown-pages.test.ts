import { describe, expect, it } from "vitest";
import { bodyOf, llmsTxt, type MarkdownPage } from "./markdown-pages.ts";

const image = (file: string, ref: string) => `/assets/images/${file}:${ref}`;
const served = { base: "/", image };
const underLegal = { base: "/legal/", image };

describe("bodyOf", () => {
  it("keeps the text as written, without its front matter", () => {
    const source =
      "---\ntitle: Help\n---\n\nWrite to *us*  \nat [support](/Support).\n\n| a | b |\n|---|---|\n";
    expect(bodyOf("pages/help.md", source, served)).toBe(
      "Write to *us*  \nat [support](/Support).\n\n| a | b |\n|---|---|",
    );
  });

  it("ends its lines with a line feed, as the lines the site writes do, whatever the editor saved", () => {
    const source = "---\r\ntitle: Help\r\n---\r\n\r\n## Fixes\r\n\r\nOne\rtwo [us](/Support).\r\n";
    expect(bodyOf("pages/help.md", source, underLegal, { under: 2 })).toBe(
      "### Fixes\n\nOne\ntwo [us](/legal/Support).",
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

  it("names an image by its file, whose name the address may percent-encode, its fragment kept", () => {
    const asked: string[] = [];
    const served = {
      base: "/",
      image: (_file: string, ref: string) => {
        asked.push(ref);
        return "/assets/images/my-shot-640.webp";
      },
    };
    const source = "![A shot](images/my%20shot.png#gh-dark-mode-only)\n";
    expect(bodyOf("help.md", source, served)).toBe(
      "![A shot](/assets/images/my-shot-640.webp#gh-dark-mode-only)",
    );
    expect(asked).toEqual(["images/my shot.png"]);
  });

  it("writes anew an image whose address is written with escapes", () => {
    const source = "![A shot](images/shot\\(1\\).png)\n";
    expect(bodyOf("help.md", source, served)).toBe(
      "![A shot](/assets/images/help.md:images/shot\\(1\\).png)",
    );
  });

  it("writes anew an image whose address is written with escapes, whatever its alt text says", () => {
    const source = "![images/shot(1).png](images/shot\\(1\\).png)\n";
    expect(bodyOf("help.md", source, served)).toBe(
      "![images/shot(1).png](/assets/images/help.md:images/shot\\(1\\).png)",
    );
  });

  it("names an image written by reference by the address the site serves it at", () => {
    const source =
      "![A shot][shot] and [a page][page]\n\n[shot]: images/shot.png\n[page]: /Support";
    expect(bodyOf("help.md", source, underLegal)).toBe(
      "![A shot][shot] and [a page][page]\n\n[shot]: /assets/images/help.md:images/shot.png\n[page]: /legal/Support",
    );
  });

  it("names each page of the site under the base path, and no other address", () => {
    const source = [
      'See [/PrivacyPolicy](/PrivacyPolicy), [terms](</TermsConditions#fees> "/TermsConditions"),',
      "[a section](#fees), [mail](mailto:help@example.com), [elsewhere](https://example.com/Support),",
      "[a host](//example.com/Support) and [![A badge](badge.png)](/Support 'Help').",
    ].join("\n");
    expect(bodyOf("help.md", source, underLegal)).toBe(
      [
        'See [/PrivacyPolicy](/legal/PrivacyPolicy), [terms](</legal/TermsConditions#fees> "/TermsConditions"),',
        "[a section](#fees), [mail](mailto:help@example.com), [elsewhere](https://example.com/Support),",
        "[a host](//example.com/Support) and [![A badge](/assets/images/help.md:badge.png)](/legal/Support 'Help').",
      ].join("\n"),
    );
  });

  it("writes anew a link whose title repeats its address, with the image inside it", () => {
    const source = '[![A badge](badge.png)](/Support "/Support")';
    expect(bodyOf("help.md", source, underLegal)).toBe(
      '[![A badge](/assets/images/help.md:badge.png)](/legal/Support "/Support")',
    );
  });

  it("writes a text's headings below the one it stands under, as its page shows them", () => {
    const source = [
      "## Fixes",
      "",
      "### On [Android](/Android) ###",
      "",
      "Totals",
      "in *groups*",
      "---",
      "",
      "##",
      "",
      "Text.",
    ].join("\n");
    expect(bodyOf("releases/2.4.1.md", source, underLegal, { under: 2 })).toBe(
      [
        "### Fixes",
        "",
        "#### On [Android](/legal/Android) ###",
        "",
        "### Totals in *groups*",
        "",
        "###",
        "",
        "Text.",
      ].join("\n"),
    );
    expect(bodyOf("pages/help.md", source, underLegal)).toContain("## Fixes\n\n### On");
  });

  it("keeps a site's links as written when it is served at the root", () => {
    const source = "[support](/Support) [help]: /Support";
    expect(bodyOf("help.md", source, served)).toBe(source);
  });
});

describe("llmsTxt", () => {
  it("writes names and summaries as the text they are: no markup of theirs, a line break a space", () => {
    const page: MarkdownPage = {
      path: "/Faq",
      title: "Q&A: <b>[x](y)</b>",
      description: "One line,\nthen *two*.",
      layout: "plain",
      language: "en",
      current: true,
      markdown: "",
    };
    const site = {
      productName: "Tally",
      tagline: "Costs,\n  shared.",
      siteUrl: "https://x.example",
    };
    expect(llmsTxt(site, { languages: [{ code: "en", name: "English" }] }, [page])).toBe(
      "# Tally\n\n> Costs, shared.\n\n## Pages\n\n" +
        "- [Q\\&A: \\<b>\\[x\\](y)\\</b>](https://x.example/Faq.md): One line, then \\*two\\*.\n",
    );
  });
});
