import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { accessibilityViolations } from "./support/accessibility.ts";
import { collectProblems, waitForHydration } from "./support/site.ts";

// The fixture site: /PrivacyPolicy sets `colorMode: dark`, /TermsConditions `colorMode: light`.
test.use({ baseURL: FIXTURE_URL });

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("color-mode"));
const colorSwitch = (page: Page) => page.getByRole("group", { name: "Colour mode" });

test("a page that forces dark mode shows it, says so, and leaves the preference alone", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  await colorSwitch(page).getByTitle("Light").click();
  expect(await isDark(page)).toBe(false);

  await page.getByRole("link", { name: "Forced dark", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forced dark");
  expect(await isDark(page)).toBe(true);
  const group = colorSwitch(page);
  for (const radio of await group.getByRole("radio").all()) await expect(radio).toBeDisabled();
  await expect(group.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(group).toHaveAccessibleDescription(/always shown in dark mode/);
  await expect(page.getByText("This page is always shown in dark mode.")).toBeVisible();
  expect(await stored(page)).toBe("light");

  await page.getByRole("link", { name: "home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture home");
  expect(await isDark(page)).toBe(false);
  for (const radio of await colorSwitch(page).getByRole("radio").all()) {
    await expect(radio).toBeEnabled();
  }
  await expect(colorSwitch(page).getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.getByText("This page is always shown in dark mode.")).toHaveCount(0);
  expect(await stored(page)).toBe("light");
  expect(problems).toEqual([]);
});

test("a forced page is in its mode before the app's code runs, whatever is stored", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("color-mode", "dark"));
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/TermsConditions", { waitUntil: "domcontentloaded" });
  expect(await isDark(page)).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  await page.goto("/PrivacyPolicy", { waitUntil: "domcontentloaded" });
  expect(await isDark(page)).toBe(true);
});

test("a system preference under a forced page is restored when leaving it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/TermsConditions");
  await waitForHydration(page);
  expect(await isDark(page)).toBe(false);
  expect(await stored(page)).toBeNull();
  await page.getByRole("link", { name: "home page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fixture home");
  expect(await isDark(page)).toBe(true);
  await expect(colorSwitch(page).getByRole("radio", { name: "System" })).toBeChecked();
});

test("forced pages and the note meet WCAG AA", async ({ page }) => {
  for (const path of ["/PrivacyPolicy", "/TermsConditions"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
});
