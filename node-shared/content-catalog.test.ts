import { rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentCatalog,
  contentFile,
  forgetContentCatalog,
  missingTranslations,
  outdatedTranslations,
  pathProblem,
  readCatalog,
} from "./content-catalog.ts";
import { ContentError } from "./content-errors.ts";
import { scratchContent } from "./scratch-content.ts";

const scratch = scratchContent("catalog-");
const { put } = scratch;
/** The build's date the tests read the content as of. */
const AS_OF = { date: "2026-12-01", drafts: false };

function catalogError(): string {
  try {
    readCatalog(scratch.dir, undefined, AS_OF);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the catalog was read without an error");
}

describe("readCatalog", () => {
  it("lists the fixed pages, the pages of content/pages/ with a path, and earlier versions", async () => {
    await put("pages/support.md", "title: Support\npath: /Support");
    await put("pages/cookies.md", "title: Cookies\npath: /legal/Cookies\nlayout: legal");
    await put("pages/draft.md", "title: Not yet");
    await put("history/PrivacyPolicy/2026-05-01.md", "title: Privacy Policy");
    await put("history/legal/Cookies/2025-01-31.md", "title: Cookies");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    expect(catalog.pages.map((page) => [page.path, page.layout])).toEqual([
      ["/", "home"],
      ["/PrivacyPolicy", "legal"],
      ["/TermsConditions", "legal"],
      ["/legal/Cookies", "legal"],
      ["/Support", "plain"],
    ]);
    expect(catalog.versions).toEqual([
      {
        path: "/PrivacyPolicy/2026-05-01",
        language: "en",
        basePath: "/PrivacyPolicy/2026-05-01",
        file: "history/PrivacyPolicy/2026-05-01.md",
        pagePath: "/PrivacyPolicy",
        date: "2026-05-01",
      },
      {
        path: "/legal/Cookies/2025-01-31",
        language: "en",
        basePath: "/legal/Cookies/2025-01-31",
        file: "history/legal/Cookies/2025-01-31.md",
        pagePath: "/legal/Cookies",
        date: "2025-01-31",
      },
    ]);
  });

  it("leaves out hidden files, an editor's copy of a page among them", async () => {
    await put("pages/support.md", "title: Support\npath: /Support");
    // Read, it would claim /Support a second time and stop the build.
    await put("pages/.support.md", "title: Support\npath: /Support");
    await put("pages/.trash/old.md", "title: Old\npath: /Old");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    expect(catalog.pages.map((page) => page.path)).toContain("/Support");
    expect(catalog.pages.map((page) => page.path)).not.toContain("/Old");
  });

  it("stops at a front matter that is never closed, which would make it all the page's text", async () => {
    await put("pages/support.md", "title: Support\npath: /Support");
    const file = join(scratch.dir, "pages", "help.md");
    await writeFile(file, "---\ntitle: Help\npath: /Help\n\nText.\n");
    expect(catalogError()).toBe(
      `✖ ${relative(process.cwd(), file)}:1: the front matter opened on this line is never closed\n  End it with a line of three dashes (---) before the page's text.`,
    );
    // A closed one, or a page with none, is read as before.
    await writeFile(file, "---\ntitle: Help\npath: /Help\n---\n\nText.\n");
    await writeFile(join(scratch.dir, "pages", "notes.md"), "Notes, not a page.\n\n---\n\nMore.\n");
    const paths = readCatalog(scratch.dir, undefined, AS_OF).pages.map((page) => page.path);
    expect(paths).toContain("/Help");
  });

  it("stops at two files claiming one path, naming both", async () => {
    await put("pages/a.md", "path: /Support");
    await put("pages/b.md", "path: /Support");
    const message = catalogError();
    expect(message).toContain("pages/a.md");
    expect(message).toContain("pages/b.md");
    expect(message).toContain("/Support");
  });

  it("stops at paths that differ only in letter case, which one file system would merge", async () => {
    await put("pages/a.md", "path: /Support");
    await put("pages/b.md", "path: /support");
    const message = catalogError();
    expect(message).toMatch(/a\.md and .*b\.md both claim the page \/Support and \/support\n/);
    expect(message).toContain("two paths must differ in more than their letter case");
  });

  it("stops at a page that claims a fixed page's path, naming the fixed page's file", async () => {
    await put("pages/privacy.md", "path: /PrivacyPolicy");
    const message = catalogError();
    expect(message).toContain("privacy-policy.md");
    expect(message).toContain("pages/privacy.md");
  });

  it("stops at a page that claims an earlier version's address", async () => {
    await put("history/PrivacyPolicy/2026-05-01.md", "title: P");
    await put("pages/odd.md", "path: /PrivacyPolicy/2026-05-01");
    const message = catalogError();
    expect(message).toContain("pages/odd.md");
    expect(message).toContain("history/PrivacyPolicy/2026-05-01.md");
    expect(message).toMatch(/\n {2}Give one of them another path, or delete one\.$/);
  });

  it.each(["Support", "/Support/", "/Sup port", "/Support.html", "//Support", "/Sü"])(
    "stops at the malformed path %s, naming the file",
    async (path) => {
      await put("pages/bad.md", `path: ${JSON.stringify(path)}`);
      const message = catalogError();
      expect(message).toContain("pages/bad.md: path:");
      expect(message).toContain("letters, digits and dashes");
    },
  );

  it.each(["/_app", "/api/x", "/assets", "/API", "/social/x", "/icons"])(
    "stops at %s, an address the site uses itself",
    async (path) => {
      await put("pages/taken.md", `path: ${path}`);
      expect(catalogError()).toContain("is taken by the site itself");
    },
  );

  // `/Help/index` would be written where `/Help` is; a host serves `404.html` as a not-found page.
  it.each([
    ["/index", "/index", "index.html"],
    ["/404", "/404", "404.html"],
    ["/Help/index", "/index", "index.html"],
    ["/Help/Index", "/Index", "index.html"],
    ["/Help/404", "/404", "404.html"],
  ])("stops at %s, whose file a host reads as a folder's own", async (path, name, file) => {
    await put("pages/taken.md", `path: ${path}`);
    expect(catalogError()).toContain(
      `pages/taken.md: path: ${path} ends in ${name}, a name hosts read as a folder's own file (${file}): give the page another name`,
    );
  });

  it.each(["/index/Help", "/Help/index-of", "/404-codes"])(
    "takes %s, with those names elsewhere in it",
    (path) => {
      expect(pathProblem(path)).toBeNull();
    },
  );

  it("stops at a layout other than legal or plain", async () => {
    await put("pages/a.md", "path: /A\nlayout: home");
    expect(catalogError()).toContain('layout: must be "legal" or "plain"');
  });

  it("stops at the history of a page that is not a legal page, or does not exist", async () => {
    await put("pages/support.md", "path: /Support");
    await put("history/Support/2026-01-01.md", "title: S");
    expect(catalogError()).toContain("/Support is not a legal page");
    await rm(join(scratch.dir, "history"), { recursive: true });
    await put("history/Nowhere/2026-01-01.md", "title: N");
    expect(catalogError()).toContain("/Nowhere is not a legal page");
  });

  it.each(["2026-02-30.md", "1-5-2026.md", "latest.md"])(
    "stops at a version file named %s, which is not a date",
    async (name) => {
      await put(`history/PrivacyPolicy/${name}`, "title: P");
      expect(catalogError()).toContain("the file name must be the date");
    },
  );
});

describe("pathProblem", () => {
  it("refuses a path ending in .md, the address of another page's Markdown", () => {
    expect(pathProblem("/Notes.md")).toBe(
      "ends in .md: that is the address of a page's Markdown (/Notes.md is /Notes as Markdown)",
    );
  });

  it("accepts nested paths of letters, digits and dashes", () => {
    expect(pathProblem("/Support")).toBeNull();
    expect(pathProblem("/help/Getting-Started-2")).toBeNull();
    expect(pathProblem("/Social-Media")).toBeNull();
  });
});

describe("the catalog's files", () => {
  it("holds each Markdown file of a page, once, with its text and front matter, and no draft", async () => {
    await put("privacy-policy.md", "title: Privacy Policy");
    await put("pages/support.md", "title: Support\npath: /Support");
    await put("pages/draft.md", "title: Not yet");
    await put("history/PrivacyPolicy/2026-05-01.md", "title: Privacy Policy");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    expect([...catalog.files.keys()]).toEqual([
      "privacy-policy.md",
      "pages/support.md",
      "history/PrivacyPolicy/2026-05-01.md",
    ]);
    expect(contentFile(catalog, "pages/support.md")).toEqual({
      source: "---\ntitle: Support\npath: /Support\n---\n\nText.\n",
      frontMatter: { title: "Support", path: "/Support" },
    });
    // A missing fixed page is left to the page that imports it.
    expect(() => contentFile(catalog, "home.md")).toThrow(
      new ContentError("home.md: missing from the content folder"),
    );
  });

  it("is read once per build, and again after it is forgotten", async () => {
    await put("pages/support.md", "title: Support\npath: /Support");
    const first = contentCatalog(scratch.dir, undefined, AS_OF);
    await put("pages/support.md", "title: Help\npath: /Help");
    expect(contentCatalog(scratch.dir, undefined, AS_OF)).toBe(first);
    forgetContentCatalog(scratch.dir);
    expect(contentCatalog(scratch.dir, undefined, AS_OF).pages.map((page) => page.path)).toContain(
      "/Help",
    );
    forgetContentCatalog(scratch.dir);
  });
});

describe("languages", () => {
  const languages = [
    { code: "en", name: "English" },
    { code: "de", name: "Deutsch" },
  ];

  it("reads each language's pages from its folder, under its code, and says which are missing", async () => {
    await put("home.md", "title: Home");
    await put("privacy-policy.md", "title: Privacy Policy");
    await put("pages/support.md", "title: Support\npath: /Support");
    await put("history/PrivacyPolicy/2026-05-01.md", "title: Privacy Policy");
    await put("de/privacy-policy.md", "title: Datenschutz");
    await put("de/pages/support.md", "title: Hilfe\npath: /Support");
    await put("de/history/PrivacyPolicy/2026-05-01.md", "title: Datenschutz");
    const catalog = readCatalog(scratch.dir, languages, AS_OF);
    expect(catalog.pages.filter((page) => page.language === "de")).toEqual([
      {
        path: "/de/PrivacyPolicy",
        language: "de",
        basePath: "/PrivacyPolicy",
        file: "de/privacy-policy.md",
        layout: "legal",
      },
      {
        path: "/de/Support",
        language: "de",
        basePath: "/Support",
        file: "de/pages/support.md",
        layout: "plain",
      },
    ]);
    expect(catalog.versions.map(({ path, pagePath }) => ({ path, pagePath }))).toEqual([
      { path: "/PrivacyPolicy/2026-05-01", pagePath: "/PrivacyPolicy" },
      { path: "/de/PrivacyPolicy/2026-05-01", pagePath: "/de/PrivacyPolicy" },
    ]);
    // The German home and terms are missing: reported, not an error.
    expect(missingTranslations(catalog)).toEqual([
      { language: "de", files: ["de/home.md", "de/terms-conditions.md"] },
    ]);
  });

  it("says so of a translation given a path of its own, which makes it another page", async () => {
    await put("home.md", "title: Home");
    await put("pages/support.md", "title: Support\npath: /Support");
    await put("de/home.md", "title: Start");
    await put("de/pages/support.md", "title: Hilfe\npath: /Hilfe");
    const catalog = readCatalog(scratch.dir, languages, AS_OF);
    expect(missingTranslations(catalog)[0]?.files).toContain(
      "de/pages/support.md (its path: is /Hilfe; a translation keeps /Support)",
    );
  });

  it("names each translated legal page that is an older version than the default language's", async () => {
    await put("terms-conditions.md", "title: Terms\nupdated: 2026-11-15");
    await put("de/terms-conditions.md", "title: AGB\nupdated: 2026-11-01");
    await put("privacy-policy.md", "title: Privacy\nupdated: 2026-11-01");
    await put("de/privacy-policy.md", "title: Datenschutz\nupdated: 2026-11-01");
    await put("pages/guide.md", "title: Guide\npath: /Guide\nlayout: legal\nupdated: 2026-12-01");
    await put(
      "de/pages/guide.md",
      "title: Anleitung\npath: /Guide\nlayout: legal\nupdated: 2026-12-02",
    );
    expect(outdatedTranslations(readCatalog(scratch.dir, languages, AS_OF))).toEqual([
      {
        file: "de/terms-conditions.md",
        date: "2026-11-01",
        original: { file: "terms-conditions.md", date: "2026-11-15" },
      },
    ]);
  });

  it("applies every rule per language: a path starting with a language's code is refused", async () => {
    await put("pages/de-page.md", "title: X\npath: /de/Page");
    expect(() => readCatalog(scratch.dir, languages, AS_OF)).toThrow(
      "path: /de/Page starts with a language's code; a page in that language belongs in its own folder",
    );
  });

  it("refuses a translation's history of a page that language does not have", async () => {
    await put("pages/guide.md", "title: Guide\npath: /Guide\nlayout: legal");
    await put("de/history/Guide/2026-01-01.md", "title: Anleitung");
    expect(() => readCatalog(scratch.dir, languages, AS_OF)).toThrow("/Guide is not a legal page");
  });
});

describe("publishing", () => {
  const release = (version: string, date: string, more = "") =>
    put(`releases/${version}.md`, `version: ${JSON.stringify(version)}\ndate: ${date}${more}`);

  it("leaves drafts and releases dated after the build's date out, saying why", async () => {
    await put("pages/beta.md", "title: Beta\npath: /Beta\ndraft: true");
    await put("pages/support.md", "title: Support\npath: /Support");
    await put("history/PrivacyPolicy/2026-05-01.md", "title: P\ndraft: true");
    await release("2.3.0", "2026-10-01");
    await release("2.10.0", "2026-11-20");
    await release("2.9.1", "2026-11-20");
    await release("3.0.0", "2026-12-02");
    await release("2.11.0", "2026-11-25", "\ndraft: true");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    expect(catalog.pages.map((page) => page.path)).toEqual([
      "/",
      "/PrivacyPolicy",
      "/TermsConditions",
      "/Support",
      "/WhatsNew",
    ]);
    expect(catalog.versions).toEqual([]);
    // Newest first; one day's releases by their numbers.
    expect(catalog.releases.map((found) => found.version)).toEqual(["2.10.0", "2.9.1", "2.3.0"]);
    expect(catalog.leftOut).toEqual([
      { file: "pages/beta.md", path: "/Beta", why: "a draft (draft: true)" },
      { file: "history/PrivacyPolicy/2026-05-01.md", why: "a draft (draft: true)" },
      { file: "releases/2.11.0.md", path: "/WhatsNew#v2.11.0", why: "a draft (draft: true)" },
      {
        file: "releases/3.0.0.md",
        path: "/WhatsNew#v3.0.0",
        why: "scheduled: dated 2026-12-02, after the build's date (2026-12-01)",
        due: { date: "2026-12-02", what: "the release of releases/3.0.0.md" },
      },
    ]);
    expect([...catalog.files.keys()]).not.toContain("pages/beta.md");
    // A build on the release's day publishes it.
    const later = readCatalog(scratch.dir, undefined, { date: "2026-12-02", drafts: false });
    expect(later.releases[0]?.version).toBe("3.0.0");
  });

  it("shows drafts and scheduled releases in development, marked", async () => {
    await put("pages/beta.md", "title: Beta\npath: /Beta\ndraft: true");
    await release("3.0.0", "2026-12-02");
    await release("2.11.0", "2026-11-25", "\ndraft: true");
    const catalog = readCatalog(scratch.dir, undefined, { ...AS_OF, drafts: true });
    expect(catalog.pages.find((page) => page.path === "/Beta")?.draft).toBe(true);
    expect(catalog.releases).toEqual([
      {
        language: "en",
        file: "releases/3.0.0.md",
        version: "3.0.0",
        date: "2026-12-02",
        scheduled: true,
      },
      {
        language: "en",
        file: "releases/2.11.0.md",
        version: "2.11.0",
        date: "2026-11-25",
        draft: true,
      },
    ]);
    expect(catalog.leftOut).toEqual([]);
  });

  it("stops at two releases of one version, naming both files", async () => {
    await release("2.4.0", "2026-10-01");
    await put("releases/2.4.0-again.md", 'version: "2.4.0"\ndate: 2026-10-02');
    expect(catalogError()).toMatch(
      /releases\/2\.4\.0-again\.md and .*releases\/2\.4\.0\.md are both version 2\.4\.0|releases\/2\.4\.0\.md and .*releases\/2\.4\.0-again\.md are both version 2\.4\.0/,
    );
  });

  it.each([
    ["version: 2.4", "version: must be text"],
    ['version: "v2.4"', "version: must be a version as the app shows it"],
    ['version: "2.4.0"\ndate: 2026-13-01', "date: must be a date"],
  ])("stops at a malformed release (%s)", async (frontMatter, message) => {
    await put(
      "releases/bad.md",
      frontMatter.includes("date") ? frontMatter : `${frontMatter}\ndate: 2026-10-01`,
    );
    const error = catalogError();
    expect(error).toContain("releases/bad.md");
    expect(error).toContain(message);
  });

  it("makes a legal page dated after the build's date upcoming: its address keeps the version in force", async () => {
    await put("terms-conditions.md", "title: Terms\nupdated: 2027-01-15\nannounced: 2026-12-01");
    await put("history/TermsConditions/2026-05-01.md", "title: Terms");
    await put("history/TermsConditions/2025-01-01.md", "title: Terms");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    const terms = catalog.pages.find((page) => page.path === "/TermsConditions");
    expect(terms?.inForce).toEqual({
      file: "history/TermsConditions/2026-05-01.md",
      date: "2026-05-01",
    });
    expect(catalog.versions.map(({ path, upcoming }) => [path, upcoming])).toEqual([
      ["/TermsConditions/2025-01-01", undefined],
      ["/TermsConditions/2027-01-15", true],
    ]);
    // The first build on or after the date makes it current, with no file moved.
    const after = readCatalog(scratch.dir, undefined, { date: "2027-01-15", drafts: false });
    expect(after.pages.find((page) => page.path === "/TermsConditions")?.inForce).toBeUndefined();
    expect(after.versions.map((version) => version.path)).toEqual([
      "/TermsConditions/2025-01-01",
      "/TermsConditions/2026-05-01",
    ]);
  });

  it("stops at an upcoming legal page with no version in force, and leaves out such a page of pages/", async () => {
    await put("pages/cookies.md", "title: C\npath: /Cookies\nlayout: legal\nupdated: 2027-01-01");
    const catalog = readCatalog(scratch.dir, undefined, AS_OF);
    expect(catalog.pages.map((page) => page.path)).not.toContain("/Cookies");
    expect(catalog.leftOut[0]?.why).toContain("takes effect on 2027-01-01");
    await put("privacy-policy.md", "title: P\nupdated: 2027-01-01");
    expect(catalogError()).toContain(
      "privacy-policy.md: updated: 2027-01-01 is after the build's date (2026-12-01)",
    );
  });

  it("stops at a draft home page of the default language", async () => {
    await put("home.md", "title: Home\ndraft: true");
    expect(catalogError()).toContain(
      "home.md: draft: the default language's home page is always published",
    );
  });
});
