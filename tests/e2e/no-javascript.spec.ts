import { expect, test } from "@playwright/test";
import { needsNodeServer } from "../../harness/servers.ts";
import { PAGES } from "./support/site.ts";

test.use({ javaScriptEnabled: false });

test("every page is readable and its links work without JavaScript", async ({ page }) => {
  for (const target of PAGES) {
    await page.goto(target.path);
    await expect(page).toHaveTitle(target.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
    await expect(page.getByText(target.text).first()).toBeVisible();
  }
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/PrivacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("the not-found page is readable without JavaScript", async ({ page }) => {
  needsNodeServer("a static host's 404.html names the requested path only once JavaScript runs");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /no-such-page")).toBeVisible();
});

test("on a phone, the header has no empty line where the page offers no other language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const logoToHeaderEnd = async () => {
    const header = await page.getByRole("banner").boundingBox();
    const logo = await page.getByRole("banner").getByRole("link", { name: "Tally" }).boundingBox();
    if (!header || !logo) throw new Error("the header or its logo is not shown");
    return header.y + header.height - (logo.y + logo.height);
  };
  await page.goto("/no-such-page");
  // The header ends below its one line: its padding (12 px) and its border (1 px).
  expect(await logoToHeaderEnd()).toBe(13);
  // A page in two languages keeps the line, with its links to the other language.
  await page.goto("/PrivacyPolicy");
  await expect(page.getByRole("link", { name: "Deutsch" })).toBeVisible();
  expect(await logoToHeaderEnd()).toBeGreaterThan(13);
});
