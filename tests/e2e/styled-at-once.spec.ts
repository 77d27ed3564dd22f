import { expect, type Page, test } from "@playwright/test";
import { navigateInPage } from "./support/router.ts";
import { PAGES, TRANSLATED_PAGES, waitForHydration } from "./support/site.ts";
import { recordStyleOnArrival, stylesChangedSinceArrival } from "./support/style-on-arrival.ts";

/**
 * States the prerendered page is not in are styled the moment they appear (SPEC §20): each
 * element's style when it is added, before the browser renders it, is its style once everything
 * has loaded.
 */

/** Checks the elements inside `within`, at least `atLeast` of them, so that a check of nothing fails. */
async function expectStyledOnArrival(page: Page, within: string, what: string, atLeast = 5) {
  const { compared, changed } = await stylesChangedSinceArrival(page, within);
  expect(changed, what).toEqual([]);
  expect(compared, `elements of ${what} compared`).toBeGreaterThanOrEqual(atLeast);
}

test.beforeEach(async ({ page }) => {
  await recordStyleOnArrival(page);
});

test("every page a client navigation reaches is styled as it appears", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Each not-found page is reached from a page in its own language: from another, the not-found
  // page is a document load, whose text only the server has.
  const tour = [
    ...PAGES.slice(1),
    PAGES[0],
    { path: "/no-such-page", heading: "This page does not exist" },
    ...TRANSLATED_PAGES,
    { path: "/de/no-such-page", heading: "Diese Seite gibt es nicht" },
  ];
  // A document load would start a new window, without this mark.
  await page.evaluate(() => Object.assign(window, { tourStart: true }));
  for (const { path, heading } of tour) {
    await navigateInPage(page, path);
    await expect(page).toHaveURL(path);
    expect(await page.evaluate(() => "tourStart" in window), `${path} in the same document`).toBe(
      true,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectStyledOnArrival(page, "main", path);
  }
});

test("the error page of a failed payload is styled as it appears", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/PrivacyPolicy.data*", (route) =>
    route.fulfill({ status: 503, body: "Service Unavailable" }),
  );
  await navigateInPage(page, "/PrivacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Unavailable");
  await expectStyledOnArrival(page, "main", "the error page");
});

test.describe("with the system in light mode", () => {
  test.use({ colorScheme: "light" });

  test("dark mode, chosen on a page prerendered light, is styled from the first element", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("color-mode", "dark"));
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Light text on the dark background, in force on every element since it arrived.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
    await expectStyledOnArrival(page, "main", "the page in dark mode");
  });
});

test.describe("for a visitor whose browser prefers German", () => {
  test.use({ locale: "de-DE" });

  test("the offer of another language is styled as it appears", async ({ page }) => {
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await expect(page.getByRole("complementary")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectStyledOnArrival(page, "aside", "the offer", 4);
  });
});
