import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/site.ts";

// What a host answers at a language's addresses. What the pages in each language show and do is
// the same on every host (languages.spec.ts).

test("an unknown address under a language gets that language's 404 page, with status 404", async ({
  page,
  request,
}) => {
  const response = await request.get("/de/Gibt-es-nicht");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('lang="de"');
  // Whatever the address ends with: a page's Markdown, payload or feed that is not there.
  for (const path of ["/de/Gibt-es-nicht.md", "/de/Gibt-es-nicht.data", "/de/Alt/feed.atom"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain('<html lang="de"');
  }

  await page.goto("/de/Gibt-es-nicht");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
  await expect(
    page.getByText("Seite nicht gefunden: /de/Gibt-es-nicht", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");

  // The default language's message is unchanged.
  const english = await request.get("/Nope");
  expect(english.status()).toBe(404);
  await page.goto("/Nope");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Page Not Found: /Nope", { exact: true })).toBeVisible();
});

test.describe("for a crawler whose browser prefers German", () => {
  test.use({ locale: "de-DE", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });

  test("nothing is offered, and nothing redirects", async ({ page, request }) => {
    const response = await request.get("/PrivacyPolicy", {
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });
});
