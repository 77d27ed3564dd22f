import { expect, test } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import { BASE_PATH_URL, FIXTURE_URL } from "../../harness/servers.ts";
import { SITE_URL } from "./support/site.ts";

// SPEC §16: the release notes, their feed, and what a production build leaves out. The site is
// built as of 1 December 2026; the example's release 2.5.0 is a draft.

const RELEASES = {
  en: {
    path: "/WhatsNew",
    home: "/",
    latest: "New in version 2.4.0",
    sections: [
      ["v2.4.0", "Version 2.4.0: Settle up in fewer steps", "12 November 2026"],
      ["v2.3.0", "Version 2.3.0", "22 September 2026"],
      ["v2.2.0", "Version 2.2.0: Travel in any currency", "4 August 2026"],
      ["v2.1.0", "Version 2.1.0: Receipts", "10 June 2026"],
    ],
    feedTitle: "Tally: what's new",
    note: "<strong>Suggested payments:</strong>",
  },
  de: {
    path: "/de/WhatsNew",
    home: "/de",
    latest: "Neu in Version 2.4.0",
    sections: [
      ["v2.4.0", "Version 2.4.0: Schneller abrechnen", "12. November 2026"],
      ["v2.3.0", "Version 2.3.0", "22. September 2026"],
      ["v2.2.0", "Version 2.2.0: Reisen in jeder Währung", "4. August 2026"],
      ["v2.1.0", "Version 2.1.0: Belege", "10. Juni 2026"],
    ],
    feedTitle: "Tally: Neuigkeiten",
    note: "<strong>Vorgeschlagene Zahlungen:</strong>",
  },
} as const;

for (const [code, notes] of Object.entries(RELEASES)) {
  test.describe(`the release notes in ${code}`, () => {
    test("list every release newest first, each a section with its id, version and date", async ({
      page,
    }) => {
      const response = await page.goto(notes.path);
      expect(response?.status()).toBe(200);
      const sections = page.locator("article section[id]");
      await expect(sections).toHaveCount(notes.sections.length);
      for (const [index, [id, heading, date]] of notes.sections.entries()) {
        const section = sections.nth(index);
        await expect(section).toHaveAttribute("id", id);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
        await expect(section.locator("time")).toHaveText(date);
      }
      // The draft is in no output of a production build.
      await expect(page.locator("body")).not.toContainText("2.5.0");
    });

    test("are named and linked on the home page", async ({ page, request }) => {
      await page.goto(notes.home);
      // A feed reader given the site's address finds the release notes' feed and the legal one.
      const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      const hrefs = await feeds.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")),
      );
      expect(hrefs).toEqual([`${SITE_URL}${notes.path}/feed.atom`, `${SITE_URL}/legal/feed.atom`]);
      await expect(feeds.first()).toHaveAttribute("title", notes.feedTitle);
      for (const href of hrefs) {
        const feed = await request.get(href?.replace(SITE_URL, "") ?? "");
        expect(feed.headers()["content-type"]).toBe("application/atom+xml");
      }
      const link = page.getByRole("link", { name: notes.latest });
      await expect(link).toHaveAttribute("href", `${notes.path}#v2.4.0`);
      await link.click();
      await expect(page).toHaveURL(`${notes.path}#v2.4.0`);
      await expect(page.locator('[id="v2.4.0"]')).toBeInViewport();
    });

    test("have an Atom feed, linked from the page, one entry per release with its notes as HTML", async ({
      page,
      request,
    }) => {
      await page.goto(notes.path);
      const feedAddress = `${SITE_URL}${notes.path}/feed.atom`;
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute("href", feedAddress);
      const response = await request.get(`${notes.path}/feed.atom`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/atom+xml");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const etag = response.headers().etag ?? "";
      expect(etag).toMatch(/^(W\/)?".+"$/);
      const again = await request.get(`${notes.path}/feed.atom`, {
        headers: { "If-None-Match": etag },
      });
      expect(again.status()).toBe(304);
      const xml = await response.text();
      // In the page's language, for a reader's hyphenation, voice and reading direction.
      expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${code}">`);
      const feed = parseAtomFeed(xml);
      expect(feed.id).toBe(feedAddress);
      expect(feed.title?.value).toBe(notes.feedTitle);
      expect(feed.entries?.map((entry) => entry.id)).toEqual(
        notes.sections.map(([id]) => `${SITE_URL}${notes.path}#${id}`),
      );
      expect(feed.entries?.map((entry) => entry.updated?.slice(0, 10))).toEqual([
        "2026-11-12",
        "2026-09-22",
        "2026-08-04",
        "2026-06-10",
      ]);
      expect(feed.entries?.[0]?.content).toMatchObject({ type: "html" });
      expect(feed.entries?.[0]?.content?.value).toContain(notes.note);
    });

    test("are in the sitemap and the footer; an address under them is not found", async ({
      page,
      request,
    }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`<loc>${SITE_URL}${notes.path}</loc>`);
      expect(sitemap).not.toContain("feed.atom");
      await page.goto(notes.home);
      await expect(page.getByRole("contentinfo").locator(`a[href="${notes.path}"]`)).toBeVisible();
      const missing = await request.get(`${notes.path}/v2.4.0`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()["content-type"]).toContain("text/html");
    });
  });
}

test("a draft release is in no output of a production build", async ({ request }) => {
  for (const path of [
    "/WhatsNew",
    "/WhatsNew.data",
    "/WhatsNew/feed.atom",
    "/",
    "/_.data",
    "/sitemap.xml",
  ]) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain("Shared shopping lists");
    expect(body, path).not.toContain("2.5.0");
  }
});

test("the feed's entry ids stay the same in a later build of the same releases", async ({
  request,
}) => {
  // Each id, after the address of the site that wrote it.
  const ids = async (url: string, site: string) =>
    parseAtomFeed(await (await request.get(url)).text()).entries?.map((entry) =>
      entry.id?.replace(site, ""),
    );
  const now = await ids("/WhatsNew/feed.atom", SITE_URL);
  expect(now).toContain("/WhatsNew#v2.4.0");
  // The base-path build is of the same content, as of 1 February 2027, at the address of its path.
  expect(await ids(`${BASE_PATH_URL}WhatsNew/feed.atom`, `${SITE_URL}/legal`)).toEqual(now);
});

test("a release's headings stand below its own and are linked after it, and no id repeats on the page", async ({
  page,
}) => {
  // Both of the content fixture's releases have a section "Smaller changes" and a footnote; one
  // writes its headings `##`, the other `###`: each stands one level below its release's.
  await page.goto(`${FIXTURE_URL}/WhatsNew#v0.8.0-smaller-changes`);
  for (const version of ["0.9.0", "0.8.0"]) {
    const release = page.locator(`section[id="v${version}"]`);
    await expect(release.getByRole("heading", { level: 2 })).toHaveText(
      new RegExp(`^Version ${version.replaceAll(".", "\\.")}\\b`),
    );
    await expect(
      release.getByRole("heading", { name: "Smaller changes", level: 3 }),
    ).toHaveAttribute("id", `v${version}-smaller-changes`);
  }
  await expect(page.locator(`[id="v0.8.0-smaller-changes"]`)).toBeInViewport();
  const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((e) => e.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test("a release's image is in its feed entry, the light one, from the site", async ({
  page,
  request,
}) => {
  const feed = await (await request.get(`${FIXTURE_URL}/WhatsNew/feed.atom`)).text();
  const entry = parseAtomFeed(feed).entries?.find((item) => item.id?.endsWith("#v0.8.0"));
  await page.setContent(entry?.content?.value ?? "");
  const images = page.getByRole("img");
  await expect(images).toHaveCount(1);
  const image = images.first();
  await expect(image).toHaveAccessibleName(
    "The first icon: a green circle beside a green rounded rectangle.",
  );
  await expect(image).toHaveAttribute("width", "480");
  await expect(image).toHaveAttribute("height", "240");
  // The fixture's site is at https://fixture.example.com; its files are fetched from the test server.
  const src = new URL((await image.getAttribute("src")) ?? "");
  expect(src.origin).toBe("https://fixture.example.com");
  expect(src.pathname).toMatch(/^\/assets\/images\/badge-light-/);
  const file = await request.get(`${FIXTURE_URL}${src.pathname}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/webp");
});

test("a release's footnote links to its note, and the note back to the reference", async ({
  page,
}) => {
  await page.goto(`${FIXTURE_URL}/WhatsNew`);
  const release = page.locator('section[id="v0.8.0"]');
  await release.getByRole("link", { name: "1", exact: true }).click();
  await expect(page).toHaveURL(/#v0\.8\.0-fn-1$/);
  const note = page.locator('[id="v0.8.0-fn-1"]');
  await expect(note).toBeInViewport();
  await expect(note).toContainText("Invited by email while the app was in test.");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await note.getByRole("link", { name: "Back to reference 1" }).click();
  await expect(page).toHaveURL(/#v0\.8\.0-fnref-1$/);
  await expect(page.locator('[id="v0.8.0-fnref-1"]')).toBeInViewport();
});
