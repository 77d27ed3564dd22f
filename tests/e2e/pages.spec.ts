import { expect, test } from "@playwright/test";
import { PAGES, SITE_URL } from "./support/site.ts";

for (const page of PAGES) {
  test(`${page.path} has its title, heading, description, canonical link and content`, async ({
    page: browser,
  }) => {
    const response = await browser.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(browser).toHaveTitle(page.title);
    await expect(browser.getByRole("heading", { level: 1 })).toHaveText(page.heading);
    await expect(browser.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(browser.getByText(page.text).first()).toBeVisible();
    await expect(browser.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${page.canonical}`,
    );
    await expect(browser.locator("html")).toHaveAttribute("lang", "en");
    await expect(browser.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test("the layout has landmarks, a skip link and marks the current page", async ({ page }) => {
  await page.goto("/PrivacyPolicy");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Example Labs Ltd");
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await expect(mainNav.getByRole("link", { name: "Privacy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(mainNav.getByRole("link", { name: "Terms" })).not.toHaveAttribute(
    "aria-current",
    /.*/,
  );
  const footerNav = page.getByRole("navigation", { name: "Footer" });
  await expect(footerNav.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
    "href",
    "/TermsConditions",
  );

  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  // Shown, it is a button of its own: its text clear of its edges on every side.
  const gaps = await skipLink.evaluate((link) => {
    const text = document.createRange();
    text.selectNodeContents(link);
    const [inner, outer] = [text.getBoundingClientRect(), link.getBoundingClientRect()];
    return [
      inner.left - outer.left,
      outer.right - inner.right,
      inner.top - outer.top,
      outer.bottom - inner.bottom,
    ];
  });
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the home page has a hero, features, calls to action and links to the legal pages", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
    "href",
    /^https:\/\/apps\.apple\.com\//,
  );
  await expect(page.getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
  const features = page.getByRole("region", { name: /Why people use Tally/ }).getByRole("listitem");
  await expect(features).toHaveCount(4);
  await expect(
    page.getByRole("main").getByRole("link", { name: "privacy policy" }).first(),
  ).toHaveAttribute("href", "/PrivacyPolicy");
  await expect(
    page.getByRole("main").getByRole("link", { name: "terms and conditions" }).first(),
  ).toHaveAttribute("href", "/TermsConditions");
});

for (const path of ["/PrivacyPolicy", "/TermsConditions"]) {
  test(`${path} shows when it was updated and a table of contents that leads to each section`, async ({
    page,
  }) => {
    await page.goto(path);
    const updated = page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/);
    await expect(updated).toBeVisible();
    await expect(updated.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const entries = toc.getByRole("link");
    expect(await entries.count()).toBeGreaterThanOrEqual(8);
    for (const link of await entries.all()) {
      const target = (await link.getAttribute("href")) ?? "";
      expect(target).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`h2${target}`)).toHaveText((await link.textContent()) ?? "");
    }
    const words = ((await page.locator("article .prose").textContent()) ?? "").split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(600);
  });
}

test("a table of contents link scrolls to its section", async ({ page }) => {
  await page.goto("/TermsConditions");
  const toc = page.getByRole("navigation", { name: "On this page" });
  await toc.getByRole("link", { name: "Governing law and disputes" }).click();
  await expect(page).toHaveURL(/#governing-law-and-disputes$/);
  await expect(page.getByRole("heading", { name: "Governing law and disputes" })).toBeInViewport();
});
