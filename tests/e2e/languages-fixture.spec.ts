import { expect, test } from "@playwright/test";
import { LANGUAGES_URL } from "../../harness/servers.ts";
import { collectProblems, waitForHydration } from "./support/site.ts";

// The languages fixture (tests/fixtures/languages): English, Arabic (right to left) and
// Japanese, each with pages the others lack.
test.use({ baseURL: LANGUAGES_URL });

test("a right-to-left language mirrors the layout", async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar/PrivacyPolicy");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");

  const box = async (name: Parameters<typeof page.getByRole>[0], options = {}) => {
    const found = await page.getByRole(name, options).first().boundingBox();
    if (!found) throw new Error(`${String(name)} is not on screen`);
    return found;
  };
  // The logo starts the header row on the right; the switches end it on the left.
  const logo = await box("link", { name: "Fixture" });
  const colourMode = await box("group", { name: "وضع الألوان" });
  expect(logo.x).toBeGreaterThan(640);
  expect(colourMode.x + colourMode.width).toBeLessThan(640);
  // The heading and the text start at the right edge of the column.
  const heading = await box("heading", { level: 1 });
  const main = await box("main");
  expect(main.x + main.width - (heading.x + heading.width)).toBeLessThan(main.width / 4);
  // Lists are indented from the right.
  const list = page.locator("main .prose ul").first();
  const indent = await list.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      right: Number.parseFloat(style.paddingRight),
      left: Number.parseFloat(style.paddingLeft),
    };
  });
  expect(indent.right).toBeGreaterThan(0);
  expect(indent.left).toBe(0);
  // The skip link appears at the start of the line: the top right.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "انتقل إلى المحتوى" });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  expect(skipBox?.x ?? 0).toBeGreaterThan(640);
  expect(problems).toEqual([]);
});

for (const [path, locale, offered, dismiss, dir] of [
  ["/PrivacyPolicy", "ar", "هذه الصفحة متوفرة أيضًا بـالعربية.", "إغلاق", "rtl"],
  ["/ar/PrivacyPolicy", "en-US", "This page is also in English.", "Dismiss", "ltr"],
] as const) {
  test(`on ${path}, the offer of the page in ${locale} runs in that language's direction, as does the switcher's link to it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: LANGUAGES_URL, locale });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const offer = page.getByRole("complementary", { name: offered });
    await expect(offer).toHaveAttribute("dir", dir);
    // Its text starts the line on that language's side, and the button to close it ends it.
    const text = await offer.locator("p").boundingBox();
    const button = await offer.getByRole("button", { name: dismiss }).boundingBox();
    if (!text || !button) throw new Error("the offer is not on screen");
    if (dir === "rtl") expect(button.x + button.width).toBeLessThanOrEqual(text.x);
    else expect(text.x + text.width).toBeLessThanOrEqual(button.x);
    const [language, own] = locale === "ar" ? ["ar", "en"] : ["en", "ar"];
    const switcher = page.getByRole("navigation", { name: /Language|اللغة/ });
    await expect(switcher.locator(`a[lang="${language}"]`)).toHaveAttribute("dir", dir);
    // The page's own language is written its way already.
    await expect(switcher.locator(`a[lang="${own}"]`)).not.toHaveAttribute("dir", /./);
    await context.close();
  });
}

test("a relative link on a home page in another language stays in that language", async ({
  page,
}) => {
  // `content/ar/home.md` links `PrivacyPolicy`, read from its folder, as on every Arabic page.
  await page.goto("/ar");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const link = page.getByText("اقرأ سياسة الخصوصية.", { exact: true }).getByRole("link");
  await expect(link).toHaveAttribute("href", "/ar/PrivacyPolicy");
  await link.click();
  await expect(page).toHaveURL(/\/ar\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");
  expect(documents).toEqual([]);
});

test("a home page in a language without release notes names the legal pages' feed alone", async ({
  page,
}) => {
  await page.goto("/ar");
  const feeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feeds).toHaveCount(1);
  await expect(feeds).toHaveAttribute("href", /\/legal\/feed\.atom$/);
});

test("dates and interface text are Japanese, and the word diff marks Japanese words", async ({
  page,
}) => {
  await page.goto("/ja/PrivacyPolicy");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByText("最終更新日：2026年11月1日")).toBeVisible();
  await page.getByRole("link", { name: "2026年1月1日から有効" }).click();
  await expect(page).toHaveURL("/ja/PrivacyPolicy/2026-01-01");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "プライバシーポリシー（2026年1月1日版）",
  );
  // Only the changed words are marked, though no space separates them.
  await expect(page.locator("main del")).toHaveText(["取り消し線", "[削除: 十二か月]"]);
  await expect(page.locator("main ins")).toHaveText(["下線", "[追加: 九十日]"]);
});

test("the switcher and hreflang list the languages a page is written in, and no other", async ({
  page,
}) => {
  await page.goto("/PrivacyPolicy");
  const switcher = page.getByRole("navigation", { name: "Language" });
  await expect(switcher.getByRole("link")).toHaveText(["English", "العربية", "日本語"]);
  await expect(switcher.getByRole("link", { name: "العربية" })).toHaveAttribute("lang", "ar");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  // The terms are in English only: nothing to switch to, no alternates.
  await page.goto("/TermsConditions");
  await expect(page.getByRole("navigation", { name: "Language" })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test("a page missing in a language does not exist there: that language's 404", async ({
  page,
  request,
}) => {
  const response = await request.get("/ja/TermsConditions");
  expect(response.status()).toBe(404);
  await page.goto("/ja/TermsConditions");
  await waitForHydration(page);
  await expect(page.getByText("ページが見つかりません：/ja/TermsConditions")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  const arabic = await request.get("/ar/TermsConditions");
  expect(arabic.status()).toBe(404);
  expect(await arabic.text()).toContain('dir="rtl"');
});

test("an address in a right-to-left sentence reads left to right, before and after hydration", async ({
  page,
}) => {
  // Where the first and the last character of an element's text are drawn, from the left.
  const ends = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const text = element.firstChild;
      if (!(text instanceof Text)) throw new Error("no text");
      const range = document.createRange();
      const x = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().x;
      };
      return { text: text.data, first: x(0), last: x(text.length - 1) };
    });
  await page.goto("/ar/privacypolicy");
  for (const hydrated of [false, true]) {
    if (hydrated) await waitForHydration(page);
    const path = await ends("#requested-path");
    expect(path.text).toBe("/ar/privacypolicy");
    expect(path.first, `the path, hydrated: ${hydrated}`).toBeLessThan(path.last);
    const suggestion = await ends("#suggested-page a");
    expect(suggestion.text).toBe("/ar/PrivacyPolicy");
    expect(suggestion.first, `the suggestion, hydrated: ${hydrated}`).toBeLessThan(suggestion.last);
  }
});

test("a language without a home page: its own address is its 404, also reached from a link", async ({
  page,
  request,
}) => {
  const response = await request.get("/ja");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<html lang="ja"');
  await page.goto("/");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  // The English page has no Japanese text: the host's Japanese not-found page is loaded.
  await page.getByRole("link", { name: "Japanese home page" }).click();
  await expect(page.getByText("ページが見つかりません：/ja")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  expect(documents).toEqual([`${LANGUAGES_URL}/ja`]);
});
