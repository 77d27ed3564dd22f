import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "#contracts/languages.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { compileMarkdown } from "./markdown.ts";
import { readRelativeLinks } from "./relative-links.ts";
import { loadSiteContent } from "./site-content.ts";

const words = await loadMessages("content", DEFAULT_LANGUAGES);
const scratch = scratchContent("relative-links-");
const { put } = scratch;

/** Every link's address in a compiled body, in order. */
const hrefsOf = (body: unknown) =>
  [...JSON.stringify(body).matchAll(/"href":"([^"]*)"/g)].map((m) => m[1]);

describe("readRelativeLinks", () => {
  it("reads each relative link of the pages, the release notes and the home page's actions from the page's address", async () => {
    await put("privacy-policy.md", "title: Privacy\ndescription: D\nupdated: 2026-11-01");
    await put("terms-conditions.md", "title: Terms\ndescription: D\nupdated: 2026-11-01");
    await put(
      "pages/start.md",
      "title: Start\ndescription: D\npath: /guides/Start",
      "[a](Help#faq) [b](../Support?from=guide) [c](/Abs) [d](#here) [e](https://example.com/x) [f](mailto:a@example.com)",
    );
    await put("releases/2.4.0.md", 'version: "2.4.0"\ndate: 2026-11-01', "[g](Support)");
    const { dir } = scratch;
    const catalog = readCatalog(dir, DEFAULT_LANGUAGES, { date: "2026-12-01", drafts: false });
    const content = await loadSiteContent(dir, catalog, words);
    const { body, toc } = await compileMarkdown("[h](PrivacyPolicy)");
    content.homes["/de"] = {
      body,
      toc,
      frontMatter: {
        ...{ title: "H", description: "D", updated: "2026-11-01", changes: [], features: [] },
        hero: { heading: "H", lead: "L" },
        actions: [
          { label: "Help", href: "guides/Start" },
          { label: "Features", href: "#features" },
        ],
      },
    };

    readRelativeLinks(content);

    expect(hrefsOf(content.pages["/guides/Start"]?.body)).toEqual([
      "/guides/Help#faq",
      "/Support?from=guide",
      "/Abs",
      "#here",
      "https://example.com/x",
      "mailto:a@example.com",
    ]);
    expect(hrefsOf(content.releases["/WhatsNew"]?.[0]?.body)).toEqual(["/Support"]);
    // A home page in another language (`/de`) reads them from its folder, as its Markdown copy
    // `/de/index.md` is read, and as every other page of `content/de/` reads them.
    expect(hrefsOf(content.homes["/de"]?.body)).toEqual(["/de/PrivacyPolicy"]);
    expect(content.homes["/de"]?.frontMatter.actions.map(({ href }) => href)).toEqual([
      "/de/guides/Start",
      "#features",
    ]);
  });
});
