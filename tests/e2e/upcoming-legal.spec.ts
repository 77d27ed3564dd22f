import { expect, test } from "@playwright/test";
import { parseAtomFeed } from "feedsmith";
import * as v from "valibot";
import { legalIndexSchema } from "../../contracts/legal-changes.ts";
import { BASE_PATH_URL } from "../../harness/servers.ts";
import { SITE_URL } from "./support/site.ts";

// SPEC §17: the example's Terms and Conditions take effect on 15 January 2027, announced on
// 1 December 2026. The site is built as of 1 December 2026 (before); the base-path build, of
// the same content, as of 1 February 2027 (after).
const UPCOMING = "/TermsConditions/2027-01-15";
const AFTER = BASE_PATH_URL.replace(/\/$/, "");

test.describe("before the day", () => {
  test("the page keeps the version in force, with a notice of the change and a link", async ({
    page,
  }) => {
    await page.goto("/TermsConditions");
    await expect(page.getByText("Last updated 1 November 2026")).toBeVisible();
    await expect(page.getByText("Family sharing")).toHaveCount(0);
    const notice = page.getByRole("region", { name: "This page changes on 15 January 2027." });
    await expect(notice.getByRole("listitem")).toHaveText([
      "Tally Plus can be shared with up to five people in your household.",
      "Price changes are announced at least 30 days before they apply.",
      "If we close the service, we give at least 90 days' notice instead of 60.",
    ]);
    await notice.getByRole("link", { name: "Read the new version" }).click();
    await expect(page).toHaveURL(UPCOMING);
  });

  test("the page's Markdown copy carries the notice too, linking to the new text's copy", async ({
    request,
  }) => {
    const markdown = await (await request.get("/TermsConditions.md")).text();
    const notice = [
      "Last updated 1 November 2026",
      `This page changes on 15 January 2027. [Read the new version](${UPCOMING}.md)`,
      "- Tally Plus can be shared with up to five people in your household.\n- Price changes are announced at least 30 days before they apply.\n- If we close the service, we give at least 90 days' notice instead of 60.",
    ].join("\n\n");
    expect(markdown).toContain(notice);
    const next = await request.get(`${UPCOMING}.md`);
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain("This version is not yet in force.");
  });

  test("the German page's notice is in German", async ({ page }) => {
    await page.goto("/de/TermsConditions");
    const notice = page.getByRole("region", {
      name: "Diese Seite ändert sich am 15. Januar 2027.",
    });
    await expect(notice.getByRole("link", { name: "Die neue Fassung lesen" })).toHaveAttribute(
      "href",
      `/de${UPCOMING}`,
    );
  });

  test("the new text has its own page: not yet in force, marked word by word, canonical to the current page", async ({
    page,
  }) => {
    const response = await page.goto(UPCOMING);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note")).toContainText("This version is not yet in force.");
    await expect(page.getByRole("note")).toContainText(
      "It takes effect on 15 January 2027; until then, the version in force since 1 November 2026 applies.",
    );
    await expect(page.locator("ins", { hasText: "Family sharing" })).toHaveCount(1);
    await expect(page.locator("del", { hasText: "60" })).not.toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/TermsConditions`,
    );
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(UPCOMING);
  });

  test("the version index lists it under upcoming, and the feed has its entry, dated by its announcement", async ({
    request,
  }) => {
    const index = v.parse(legalIndexSchema, await (await request.get("/legal/index.json")).json());
    const terms = index.documents.find(
      (document) => document.kind === "terms-of-service" && document.language === "en",
    );
    expect(terms).toMatchObject({
      date: "2026-11-01",
      earlierVersions: [],
      upcoming: [{ date: "2027-01-15", url: `${SITE_URL}${UPCOMING}` }],
    });
    const feed = parseAtomFeed(await (await request.get("/legal/feed.atom")).text());
    const entry = feed.entries?.find((candidate) => candidate.id === `${SITE_URL}${UPCOMING}`);
    expect(entry?.updated?.slice(0, 10)).toBe("2026-12-01");
    expect(entry?.title?.value).toBe("Terms and Conditions, in force from 15 January 2027");
  });
});

// Both came into force on 1 November 2026: the Terms from history/, the German policy its own file.
test("the dated address of a version in force leads to its page, for a time", async ({
  request,
}) => {
  for (const page of ["/TermsConditions", "/de/PrivacyPolicy"]) {
    const response = await request.get(`${page}/2026-11-01`, { maxRedirects: 0 });
    expect(response.status(), page).toBe(302);
    expect(response.headers().location, page).toBe(page);
    const markdown = await request.get(`${page}/2026-11-01.md`, { maxRedirects: 0 });
    expect(markdown.status(), page).toBe(302);
    expect(markdown.headers().location, page).toBe(`${page}.md`);
  }
});

test.describe("on or after the day", () => {
  test("the new text is current, the old one an earlier version, and there is no notice", async ({
    page,
  }) => {
    await page.goto(`${AFTER}/TermsConditions`);
    await expect(page.getByText("Last updated 15 January 2027")).toBeVisible();
    await expect(page.getByText("Family sharing")).toBeVisible();
    await expect(page.getByRole("region", { name: /This page changes/ })).toHaveCount(0);
    const markdown = await (await page.request.get(`${AFTER}/TermsConditions.md`)).text();
    expect(markdown).toContain("Last updated 15 January 2027");
    expect(markdown).not.toContain("This page changes");
    await page.getByRole("link", { name: "In force from 1 November 2026" }).click();
    await expect(page).toHaveURL(`${AFTER}/TermsConditions/2026-11-01`);
    await expect(page.getByRole("note")).toContainText("This is not the current version.");
  });

  test("the address the change was announced at leads to the page, for a time", async ({
    request,
  }) => {
    const announced = await request.get(`${AFTER}${UPCOMING}`, { maxRedirects: 0 });
    expect(announced.status()).toBe(302);
    expect(announced.headers().location).toBe("/legal/TermsConditions");
  });

  test("the index lists it as current, and the feed keeps its entry's id", async ({ request }) => {
    const index = v.parse(
      legalIndexSchema,
      await (await request.get(`${AFTER}/legal/index.json`)).json(),
    );
    const terms = index.documents.find(
      (document) => document.kind === "terms-of-service" && document.language === "en",
    );
    expect(terms).toMatchObject({
      date: "2027-01-15",
      earlierVersions: [{ date: "2026-11-01" }],
      upcoming: [],
    });
    // Each id, after the address of the site that wrote it (the base-path build's ends in /legal).
    const ids = async (url: string, site: string) =>
      (
        parseAtomFeed(await (await request.get(url)).text()).entries?.map(
          (entry) => entry.id?.replace(site, "") ?? "",
        ) ?? []
      ).sort();
    const before = await ids("/legal/feed.atom", SITE_URL);
    expect(before).toContain(UPCOMING);
    expect(await ids(`${AFTER}/legal/feed.atom`, `${SITE_URL}/legal`)).toEqual(before);
  });
});
