import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "./support/accessibility.ts";
import { waitForHydration } from "./support/site.ts";

test("a payload request that fails during navigation shows the error page with its status", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/PrivacyPolicy.data*", (route) =>
    route.fulfill({ status: 503, body: "Service Unavailable" }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByText("Error 503")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Unavailable");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // The fault clears: "Try again" loads the page.
  await page.unroute("**/PrivacyPolicy.data*");
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("a payload that cannot be reached at all shows the generic error page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/TermsConditions.data*", (route) => route.abort("connectionreset"));
  await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
  await expect(page.getByText("Error 500")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Internal Server Error");
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
});

test.describe("for a search-engine crawler", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130.0.0.0 Safari/537.36",
  });

  test("an error in the browser is logged, and the prerendered content stays", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/PrivacyPolicy.data*", (route) =>
      route.fulfill({ status: 503, body: "Service Unavailable" }),
    );
    await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
    // The app's own line, not the browser's "Failed to load resource".
    await expect
      .poll(() => logged.some((text) => text.startsWith("Page error 503: Service Unavailable")))
      .toBe(true);
    await expect(page.getByText("Error 503")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Split bills, not friendships",
    );
  });
});

test("a page whose runtime configuration is corrupt shows the error page at start-up", async ({
  page,
}) => {
  // The page as served, with the JSON of #app-config broken.
  await page.route("**/PrivacyPolicy", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="app-config">)[^<]*/,
      "$1{not json",
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto("/PrivacyPolicy");
  await expect(page.getByText("Error 500")).toBeVisible();
  const retry = page.getByRole("link", { name: "Try again" });
  await expect(retry).toBeVisible();
  // React mounted the document again for the error: the stylesheet is still in force.
  expect(await page.locator("head style[data-href=app-stylesheet]").count()).toBe(1);
  await expect(page.locator("html")).toHaveCSS("scrollbar-gutter", "stable");
  await expect(retry).not.toHaveCSS("border-radius", "0px");
});

test("the error page of a German page is in German, status and all", async ({ page }) => {
  await page.goto("/de");
  await waitForHydration(page);
  await page.route("**/de/PrivacyPolicy.data*", (route) =>
    route.fulfill({ status: 503, body: "Service Unavailable" }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page.getByText("Fehler 503")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dienst nicht verfügbar");
  await expect(page).toHaveTitle("503 Dienst nicht verfügbar — Tally");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  await page.unroute("**/de/PrivacyPolicy.data*");
  await page.getByRole("link", { name: "Erneut versuchen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
});
