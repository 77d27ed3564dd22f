import { join, relative } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { MarkdownNode } from "#contracts/content.ts";
import { DEFAULT_LANGUAGES } from "#contracts/languages.ts";
import { elementParts } from "#contracts/markdown-nodes.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { loadSiteContent } from "./site-content.ts";

/** The words the site writes into its texts. */
const words = await loadMessages("content", DEFAULT_LANGUAGES);

const scratch = scratchContent("site-content-");
const { put } = scratch;

beforeEach(async () => {
  await put(
    "home.md",
    "title: H\ndescription: D\nupdated: 2026-11-01\nhero: { heading: H, lead: L }",
  );
  await put(
    "privacy-policy.md",
    "title: Privacy Policy\ndescription: D\nupdated: 2026-11-01\nchanges: [Kept for 90 days.]",
    "Data is kept for up to 90 days.",
  );
  await put("terms-conditions.md", "title: Terms\ndescription: D\nupdated: 2026-11-01");
});

const load = () => loadSiteContent(scratch.dir, readCatalog(scratch.dir), words);

const headingIds = (body: MarkdownNode[]) =>
  body.flatMap((node) => {
    if (!Array.isArray(node)) return [];
    const [tag, props] = elementParts(node);
    return /^h\d$/.test(tag) ? [props.id] : [];
  });

describe("loadSiteContent", () => {
  it("compiles every page but the home page, the fixed legal pages with their address and layout", async () => {
    await put("pages/support.md", "title: Support\ndescription: Help.\npath: /Support", "## FAQ");
    const content = await load();
    expect(Object.keys(content.pages)).toEqual(["/PrivacyPolicy", "/TermsConditions", "/Support"]);
    expect(content.pages["/TermsConditions"]?.frontMatter).toMatchObject({
      path: "/TermsConditions",
      layout: "legal",
      updated: "2026-11-01",
    });
    expect(content.pages["/Support"]?.frontMatter).toMatchObject({ layout: "plain", changes: [] });
    expect(content.pages["/Support"]?.toc).toEqual([{ id: "faq", text: "FAQ" }]);
  });

  it("names a release's headings and footnotes after it, clear of the release notes' own ids", async () => {
    const notes = (heading: string) =>
      `## Fixes\n\n## ${heading}\n\nFaster[^1].\n\n[^1]: On phones.`;
    await put("releases/2.3.0.md", 'version: "2.3.0"\ndate: 2026-10-01', notes("Heading"));
    await put("releases/2.4.0.md", 'version: "2.4.0"\ndate: 2026-11-01', notes("Main"));
    const releases = Object.values((await load()).releases)[0];
    expect(releases?.map(({ version, body }) => [version, headingIds(body)])).toEqual([
      ["2.4.0", ["v2.4.0-fixes", "v2.4.0-main"]],
      ["2.3.0", ["v2.3.0-fixes", "v2.3.0-heading-1"]],
    ]);
    const ids = [...JSON.stringify(releases).matchAll(/"id":"([^"]+)"/g)].map((found) => found[1]);
    expect(ids).toContain("v2.3.0-fn-1");
    expect(ids).toContain("v2.4.0-fn-1");
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("asks a legal page of content/pages/ for its date", async () => {
    await put("pages/cookies.md", "title: C\ndescription: D\npath: /Cookies\nlayout: legal");
    const error = await load().catch((e) => e);
    expect(error.message).toContain("pages/cookies.md: invalid front matter");
    expect(error.message).toContain("updated");
  });

  it("links each legal page to its earlier versions, newest first, and diffs each with the next", async () => {
    await put(
      "history/PrivacyPolicy/2025-01-01.md",
      "title: Privacy\ndescription: D",
      "Data is kept forever.",
    );
    await put(
      "history/PrivacyPolicy/2026-05-01.md",
      "title: Privacy Policy\ndescription: D\nchanges: [Kept for 12 months.]",
      "Data is kept for up to 12 months.",
    );
    const content = await load();
    expect(content.history["/PrivacyPolicy"]).toEqual([
      { date: "2026-05-01", path: "/PrivacyPolicy/2026-05-01" },
      { date: "2025-01-01", path: "/PrivacyPolicy/2025-01-01" },
    ]);
    expect(content.history["/TermsConditions"]).toEqual([]);

    const latest = content.versions["/PrivacyPolicy/2026-05-01"];
    expect(latest).toMatchObject({
      title: "Privacy Policy",
      date: "2026-05-01",
      supersededOn: "2026-11-01",
      current: { path: "/PrivacyPolicy", title: "Privacy Policy" },
      nextChanges: ["Kept for 90 days."],
    });
    expect(latest?.blocks[0]?.segments).toEqual([
      { change: "same", text: "Data is kept for up to " },
      { change: "removed", text: "12 months" },
      { change: "added", text: "90 days" },
      { change: "same", text: "." },
    ]);
    const oldest = content.versions["/PrivacyPolicy/2025-01-01"];
    expect(oldest).toMatchObject({
      supersededOn: "2026-05-01",
      nextChanges: ["Kept for 12 months."],
    });
  });

  it("stops at an earlier version dated on or after the current version", async () => {
    await put("history/PrivacyPolicy/2026-12-01.md", "title: P\ndescription: D");
    const error = await load().catch((e) => e);
    expect(error.message).toBe(
      `✖ ${relative(process.cwd(), join(scratch.dir, "history/PrivacyPolicy/2026-12-01.md"))}: an earlier version must be older than the version after it (2026-11-01)`,
    );
  });

  it("checks an earlier version's front matter", async () => {
    await put("history/PrivacyPolicy/2026-05-01.md", "title: P");
    const error = await load().catch((e) => e);
    expect(error.message).toContain("2026-05-01.md: invalid front matter");
    expect(error.message).toContain("description");
  });
});
