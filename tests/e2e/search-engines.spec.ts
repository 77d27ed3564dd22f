import { expect, test } from "@playwright/test";
import { INDEXABLE_PAGES, PAGES, SITE_URL, TRANSLATED_PAGES } from "./support/site.ts";

const INDEXABLE_TRANSLATIONS = TRANSLATED_PAGES.filter((page) => page.canonical === page.path);

test("every page has one h1, its own title and description, a canonical link and a language", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of INDEXABLE_PAGES) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    titles.add(await page.title());
    descriptions.add(
      (await page.locator('meta[name="description"]').getAttribute("content")) ?? "",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  for (const { path } of INDEXABLE_TRANSLATIONS) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    titles.add(await page.title());
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  }
  expect(titles.size).toBe(INDEXABLE_PAGES.length + INDEXABLE_TRANSLATIONS.length);
  expect(descriptions.size).toBe(INDEXABLE_PAGES.length);
});

test("each home page gives search engines the site's name, and no other page does", async ({
  page,
}) => {
  for (const [path, language] of [
    ["/", "en"],
    ["/de", "de"],
  ] as const) {
    await page.goto(path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Tally",
      url: `${SITE_URL}${path}`,
      inLanguage: language,
    });
  }
  for (const path of ["/Support", "/WhatsNew", "/PrivacyPolicy"]) {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((block) => JSON.parse(block)["@type"])).not.toContain("WebSite");
  }
});

test("sitemap.xml lists the pages, content pages included, and no earlier version or error page", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.sort()).toEqual(
    [...INDEXABLE_PAGES, ...INDEXABLE_TRANSLATIONS].map(({ path }) => `${SITE_URL}${path}`).sort(),
  );
  expect(locations).toContain(`${SITE_URL}/Support`);
  for (const archived of [...PAGES, ...TRANSLATED_PAGES].filter(
    (target) => target.canonical !== target.path,
  )) {
    expect(xml).not.toContain(archived.path);
  }
  expect(xml).not.toMatch(/404|no-such/);
});

test("sitemap.xml dates each page by the last change its content shows", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const days = Object.fromEntries(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
      ([, loc, day]) => [loc?.slice(SITE_URL.length), day],
    ),
  );
  expect(days).toMatchObject({
    // The home page names the newest release, of 12 November 2026.
    "/": "2026-11-12",
    "/PrivacyPolicy": "2026-11-01",
    // In force since 1 November; the notice of the next version appeared on 1 December.
    "/TermsConditions": "2026-12-01",
    "/WhatsNew": "2026-11-12",
    "/de/PrivacyPolicy": "2026-11-01",
  });
  // A page without `updated:` has no day to give.
  expect(days["/Support"]).toBeUndefined();
});

test("robots.txt points to the sitemap and keeps crawlers off each language's error page", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(text).toMatch(/^Disallow: \/404\.html$/m);
  expect(text).toMatch(/^Disallow: \/de\/404\.html$/m);
  expect(text).toMatch(/^User-agent: \*$/m);
});
