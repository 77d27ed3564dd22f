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
