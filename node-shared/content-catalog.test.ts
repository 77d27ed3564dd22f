import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "catalog-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, frontMatter: string) {
  const path = join(dir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `---\n${frontMatter}\n---\n\nText.\n`);
}

function catalogError(): string {
  try {
    readCatalog(dir);
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
    const catalog = readCatalog(dir);
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
    expect(catalogError()).toMatch(/a\.md and .*b\.md both claim the page \/Support and \/support/);
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

  it.each(["/_app", "/api/x", "/assets", "/API", "/social/x", "/icons", "/index", "/404"])(
    "stops at %s, an address the site uses itself",
    async (path) => {
      await put("pages/taken.md", `path: ${path}`);
      expect(catalogError()).toContain("is taken by the site itself");
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
    await rm(join(dir, "history"), { recursive: true });
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
    const catalog = readCatalog(dir);
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
    const first = contentCatalog(dir);
    await put("pages/support.md", "title: Help\npath: /Help");
    expect(contentCatalog(dir)).toBe(first);
    forgetContentCatalog(dir);
    expect(contentCatalog(dir).pages.map((page) => page.path)).toContain("/Help");
    forgetContentCatalog(dir);
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
    const catalog = readCatalog(dir, languages);
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

  it("names each translated legal page that is an older version than the default language's", async () => {
    await put("terms-conditions.md", "title: Terms\nupdated: 2027-01-15");
    await put("de/terms-conditions.md", "title: AGB\nupdated: 2026-11-01");
    await put("privacy-policy.md", "title: Privacy\nupdated: 2026-11-01");
    await put("de/privacy-policy.md", "title: Datenschutz\nupdated: 2026-11-01");
    await put("pages/guide.md", "title: Guide\npath: /Guide\nlayout: legal\nupdated: 2026-12-01");
    await put(
      "de/pages/guide.md",
      "title: Anleitung\npath: /Guide\nlayout: legal\nupdated: 2026-12-02",
    );
    expect(outdatedTranslations(readCatalog(dir, languages))).toEqual([
      {
        file: "de/terms-conditions.md",
        date: "2026-11-01",
        original: { file: "terms-conditions.md", date: "2027-01-15" },
      },
    ]);
  });

  it("applies every rule per language: a path starting with a language's code is refused", async () => {
    await put("pages/de-page.md", "title: X\npath: /de/Page");
    expect(() => readCatalog(dir, languages)).toThrow(
      "path: /de/Page starts with a language's code; a page in that language belongs in its own folder",
    );
  });

  it("refuses a translation's history of a page that language does not have", async () => {
    await put("pages/guide.md", "title: Guide\npath: /Guide\nlayout: legal");
    await put("de/history/Guide/2026-01-01.md", "title: Anleitung");
    expect(() => readCatalog(dir, languages)).toThrow("/Guide is not a legal page");
  });
});
