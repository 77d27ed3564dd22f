import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL, LANGUAGES_URL } from "../../harness/servers.ts";
import { accessibilityViolations } from "./support/accessibility.ts";
import { ANDROID_CHROME, PAGES, TRANSLATED_PAGES, waitForHydration } from "./support/site.ts";

const PATHS = [
  ...PAGES.map((page) => page.path),
  "/no-such-page",
  // An address that opens the app: the page that offers it, in English and in Arabic.
  "/invite/8Hq2-x",
  `${LANGUAGES_URL}/ar/r/abc`,
  ...TRANSLATED_PAGES.map((page) => page.path),
  // A mistyped address: the not-found page links to the page it meant.
  "/de/privacy-policy",
  // The site owner's Markdown: a task list, and a code block wider than a phone.
  `${FIXTURE_URL}/Long-Read`,
  // Right to left, and Japanese.
  `${LANGUAGES_URL}/ar/PrivacyPolicy`,
  `${LANGUAGES_URL}/ja/PrivacyPolicy/2026-01-01`,
];

/**
 * What axe finds in the page as it is now in a light system setting, and then in a dark one: the
 * colour-mode script shows a change of the system's mode at once, as a visitor switching their
 * system's mode sees it (color-mode.spec.ts), with no second load.
 */
async function violationsInEachMode(page: Page, include?: string) {
  const found: Record<string, Awaited<ReturnType<typeof accessibilityViolations>>> = {};
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toContainClass(colorScheme);
    found[colorScheme] = await accessibilityViolations(page, include);
  }
  return found;
}

const NONE = { light: [], dark: [] };

for (const path of PATHS) {
  test(`${path} has no accessibility violations in light or dark mode (WCAG 2.2 AA)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await waitForHydration(page);
    expect(await violationsInEachMode(page)).toEqual(NONE);
  });
}

test.describe("with the offer of another language shown", () => {
  test.use({ locale: "de-DE" });

  test("the offer has no accessibility violations in light or dark mode (WCAG 2.2 AA)", async ({
    page,
  }) => {
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await expect(page.getByRole("complementary")).toBeVisible();
    expect(await violationsInEachMode(page, "aside")).toEqual(NONE);
  });
});

test.describe("on Android, where the app-link page shows its link to the app", () => {
  test.use({ userAgent: ANDROID_CHROME });

  test("the page has no accessibility violations in light or dark mode (WCAG 2.2 AA)", async ({
    page,
  }) => {
    await page.goto("/invite/8Hq2-x");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Open in Tally" })).toBeVisible();
    expect(await violationsInEachMode(page)).toEqual(NONE);
  });
});

test("the check finds what breaks WCAG in a page of the site, naming the element", async ({
  page,
}) => {
  await page.goto("/PrivacyPolicy");
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const faint = document.createElement("p");
    faint.id = "faint";
    faint.textContent = "Faint text";
    faint.style.color = "#bbb";
    faint.style.background = "#fff";
    const unnamed = document.createElement("button");
    unnamed.id = "unnamed";
    main?.append(faint, unnamed);
  });
  expect(await accessibilityViolations(page)).toEqual([
    { id: "button-name", nodes: ["#unnamed"] },
    { id: "color-contrast", nodes: ["#faint"] },
  ]);
});
