import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import * as v from "valibot";
import { buildMetaSchema, latestBuildSchema } from "../../contracts/build-manifest.ts";
import { hashedText, type LegalIndex, legalIndexSchema } from "../../contracts/legal-changes.ts";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { SITE_URL } from "./support/site.ts";

// SPEC §15: the legal pages' version index and Atom feed.
const INDEX = "/legal/index.json";
const FEED = "/legal/feed.atom";

const pathOf = (url: string) => new URL(url).pathname;

async function legalIndex(page: Page): Promise<LegalIndex> {
  const response = await page.request.get(INDEX);
  expect(response.status()).toBe(200);
  return v.parse(legalIndexSchema, await response.json());
}

/**
 * The text of a version as the page shows it, block by block: headings, paragraphs, list items
 * and table rows (cells joined by " · "), without an earlier version's marks of the words the
 * next version added, nor text only screen readers get.
 */
function renderedBlocks(page: Page): Promise<string[]> {
  return page.locator("article .prose").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll("ins, .sr-only")) hidden.remove();
    const blocks = copy.querySelectorAll(":is(h2, h3, h4, p, li, tr):not(li p, tr *)");
    return [...blocks].map((block) => {
      if (block.tagName === "TR") {
        return [...block.children].map((cell) => cell.textContent ?? "").join(" · ");
      }
      const own = block.cloneNode(true) as HTMLElement;
      for (const nested of own.querySelectorAll("ul, ol")) nested.remove();
      return own.textContent ?? "";
    });
  });
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

test.describe("the version index", () => {
  test("lists every legal page with its versions, each hash the hash of its rendered text", async ({
    page,
  }) => {
    const index = await legalIndex(page);
    expect(index.feed).toBe(`${SITE_URL}${FEED}`);
    // Each language's pages, the default language's first.
    expect(index.documents.map(({ title, kind, language }) => [title, kind, language])).toEqual([
      ["Privacy Policy", "privacy-policy", "en"],
      ["Terms and Conditions", "terms-of-service", "en"],
      ["Datenschutzerklärung", "privacy-policy", "de"],
      ["Allgemeine Geschäftsbedingungen", "terms-of-service", "de"],
    ]);
    const [privacy] = index.documents;
    expect(privacy?.date).toBe("2026-11-01");
    expect(privacy?.earlierVersions.map(({ date }) => date)).toEqual(["2026-05-01"]);
    const versions = index.documents.flatMap((document) => [document, ...document.earlierVersions]);
    expect(new Set(versions.map((version) => version.sha256)).size).toBe(versions.length);
    for (const version of versions) {
      expect(version.url.startsWith(SITE_URL), version.url).toBe(true);
      await page.goto(pathOf(version.url));
      const text = hashedText(await renderedBlocks(page));
      expect(text.length, version.url).toBeGreaterThan(500);
      expect(sha256(text), version.url).toBe(version.sha256);
    }
  });

  test("names a legal page's own kind, and its path's last name when it gives none", async ({
    request,
  }) => {
    const response = await request.get(`${FIXTURE_URL}${INDEX}`);
    const index = v.parse(legalIndexSchema, await response.json());
    const kinds = Object.fromEntries(index.documents.map(({ url, kind }) => [pathOf(url), kind]));
    expect(kinds["/guides/Cookie-Notice"]).toBe("cookie-notice");
  });

  test("and the feed are build files of the build's meta, and not in the sitemap", async ({
    request,
  }) => {
    const latest = v.parse(
      latestBuildSchema,
      await (await request.get("/_app/builds/latest.json")).json(),
    );
    const meta = v.parse(
      buildMetaSchema,
      await (await request.get(`/_app/builds/meta/${latest.id}.json`)).json(),
    );
    expect(meta.files).toEqual([
      INDEX,
      FEED,
      "/WhatsNew/feed.atom",
      "/de/WhatsNew/feed.atom",
      "/.well-known/apple-app-site-association",
      "/.well-known/assetlinks.json",
    ]);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/legal/");
  });
});

test("the feed is Atom 1.0 with one entry per version, upcoming ones included, newest first", async ({
  page,
}) => {
  const index = await legalIndex(page);
  const atom = await (await page.request.get(FEED)).text();
  await page.goto("/");
  const feed = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, "application/xml");
    const ATOM = "http://www.w3.org/2005/Atom";
    const child = (parent: Element, name: string) => parent.getElementsByTagNameNS(ATOM, name)[0];
    const root = document.documentElement;
    // An element's language, as a reader takes it: its own xml:lang, or the feed's.
    const XML = "http://www.w3.org/XML/1998/namespace";
    const language = (element: Element) =>
      element.getAttributeNS(XML, "lang") ?? root.getAttributeNS(XML, "lang");
    return {
      error: document.getElementsByTagName("parsererror").length > 0,
      namespace: root.namespaceURI,
      name: root.localName,
      id: child(root, "id")?.textContent,
      title: child(root, "title")?.textContent,
      author: child(root, "author")?.textContent?.trim(),
      language: language(root),
      entries: [...root.getElementsByTagNameNS(ATOM, "entry")].map((entry) => ({
        title: child(entry, "title")?.textContent,
        link: child(entry, "link")?.getAttribute("href"),
        updated: child(entry, "updated")?.textContent,
        category: child(entry, "category")?.getAttribute("term"),
        changes: [...(child(entry, "summary")?.textContent?.matchAll(/<li>/g) ?? [])].length,
        language: language(entry),
      })),
    };
  }, atom);
  expect(feed).toMatchObject({
    error: false,
    namespace: "http://www.w3.org/2005/Atom",
    name: "feed",
  });
  expect(feed.id).toBe(`${SITE_URL}${FEED}`);
  // One feed for every language, titled in the default one, each entry in its page's.
  expect(feed.title).toBe("Tally: changes to the legal pages");
  expect(feed.language).toBe("en");
  expect(feed.author).toContain("Example Labs Ltd");
  // An upcoming version's entry is dated by its announcement (the example's: 1 December 2026).
  const versions = index.documents
    .flatMap((document) => [
      ...[document, ...document.earlierVersions].map((version) => ({
        ...version,
        title: document.title,
      })),
      ...document.upcoming.map((version) => ({
        ...version,
        date: "2026-12-01",
        title: document.title,
      })),
    ])
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  expect(feed.entries.map(({ link }) => link)).toEqual(versions.map(({ url }) => url));
  expect(feed.entries.map(({ updated }) => updated?.slice(0, 10))).toEqual(
    versions.map(({ date }) => date),
  );
  expect(feed.entries[0]).toMatchObject({
    title: "Allgemeine Geschäftsbedingungen, gültig ab 15. Januar 2027",
    link: `${SITE_URL}/de/TermsConditions/2027-01-15`,
    changes: 3,
    language: "de",
  });
  expect(feed.entries.find(({ title }) => title?.startsWith("Privacy"))).toMatchObject({
    title: "Privacy Policy, in force from 1 November 2026",
    category: "Privacy Policy",
    changes: 4,
    language: "en",
  });
  // An entry of each language is titled in it.
  expect(feed.entries.map(({ title }) => title)).toContain(
    "Datenschutzerklärung, gültig ab 1. Mai 2026",
  );
  expect(feed.entries.find(({ title }) => title?.startsWith("Terms"))?.category).toBe(
    "Terms of Service",
  );
});

for (const [file, type] of [
  [INDEX, "application/json"],
  [FEED, "application/atom+xml"],
] as const) {
  test(`${file} is served as ${type}, revalidated with an ETag`, async ({ request }) => {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const etag = response.headers().etag ?? "";
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await request.get(file, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  });
}

for (const [path, published, modified] of [
  ["/PrivacyPolicy", "2026-05-01", "2026-11-01"],
  ["/TermsConditions", "2026-11-01", "2026-11-01"],
  ["/PrivacyPolicy/2026-05-01", "2026-05-01", "2026-05-01"],
] as const) {
  test(`${path} points to the feed, shows a link to it and gives its dates to search engines`, async ({
    page,
  }) => {
    await page.goto(path);
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute("href", `${SITE_URL}${FEED}`);
    const follow = page.getByRole("link", { name: "Follow changes" });
    await expect(follow).toBeVisible();
    const href = (await follow.getAttribute("href")) ?? "";
    const feed = await page.request.get(new URL(href, page.url()).href);
    expect(feed.headers()["content-type"]).toBe("application/atom+xml");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data).toMatchObject({
      "@type": "WebPage",
      datePublished: published,
      dateModified: modified,
    });
  });
}

test("each page's link to the feed is titled in the page's language", async ({ page }) => {
  for (const [path, title] of [
    ["/PrivacyPolicy", "Tally: changes to the legal pages"],
    ["/de/PrivacyPolicy", "Tally: Änderungen der Rechtstexte"],
  ] as const) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("title", title);
  }
});
