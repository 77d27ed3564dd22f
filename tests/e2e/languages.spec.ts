import { expect, type Page, type Request, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import {
  collectProblems,
  PAGES,
  SITE_URL,
  TRANSLATED_PAGES,
  waitForHydration,
} from "./support/site.ts";

// The site is in English (the default, at the paths of SPEC §2) and German (under /de).

for (const german of TRANSLATED_PAGES) {
  test(`${german.path} is in German: language, interface text, dates and its own canonical link`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto(german.path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page).toHaveTitle(german.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.heading);
    await expect(page.getByText(german.text).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Farbmodus" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${german.canonical}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    // The page carries German interface text only.
    const html = await page.content();
    for (const english of ["Skip to content", "Colour mode", "Page Not Found"]) {
      expect(html, english).not.toContain(english);
    }
    expect(problems).toEqual([]);
  });
}

test("dates are written in the page's language, with no locale data in the browser", async ({
  page,
}) => {
  await page.goto("/de/PrivacyPolicy");
  await expect(page.getByText("Zuletzt aktualisiert am 1. November 2026")).toBeVisible();
  await expect(page.getByRole("link", { name: "Gültig ab 1. Mai 2026" })).toBeVisible();
  await page.goto("/de/PrivacyPolicy/2026-05-01");
  await expect(page.getByText("Sie galt vom 1. Mai 2026 bis zum 1. November 2026.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Änderungen vom 1. November 2026" }),
  ).toBeVisible();
  // The earlier version's text is German, marked with the words the next version changed.
  await expect(page.locator("main del").filter({ hasText: "12 Monate" })).toBeVisible();
  await expect(page.locator("main ins").filter({ hasText: "90 Tage" })).toBeVisible();
});

test("a table's scrolling region is named in the page's language, by its section's heading", async ({
  page,
}) => {
  for (const [path, section] of [
    ["/PrivacyPolicy", "How we use your data and our lawful bases"],
    ["/de/PrivacyPolicy", "Wofür wir Ihre Daten verwenden und auf welcher Rechtsgrundlage"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("region", { name: section }).getByRole("table")).toBeVisible();
  }
});

test("a heading's long word may break where German hyphenates it, and never runs off a phone's screen", async ({
  page,
}) => {
  // This Chromium has no hyphenation dictionaries: the rule is read, not seen applied. Firefox,
  // Safari and Chrome with its dictionaries break "Datenschutzer-klärung" at 375 pixels.
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/de/PrivacyPolicy");
  const heading = page.getByRole("heading", { level: 1 });
  expect(
    await heading.evaluate((element) => ({
      language: element.closest("[lang]")?.getAttribute("lang"),
      hyphens: getComputedStyle(element).hyphens,
      fromLength: getComputedStyle(element).hyphenateLimitChars,
      overflows: element.scrollWidth > element.clientWidth,
    })),
  ).toEqual({ language: "de", hyphens: "auto", fromLength: "12 5 5", overflows: false });
});

/** The `hreflang` links of a page, as `language → absolute address`, read from its HTML. */
async function hreflangs(page: Page, path: string): Promise<Record<string, string>> {
  await page.goto(path);
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((found) =>
      found.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  return Object.fromEntries(links);
}

for (const [english, german] of [
  ["/", "/de"],
  ["/PrivacyPolicy", "/de/PrivacyPolicy"],
  ["/TermsConditions", "/de/TermsConditions"],
  ["/Support", "/de/Support"],
] as const) {
  test(`${english} and ${german} name each other, themselves and x-default, the same set on both`, async ({
    page,
  }) => {
    const expected = {
      en: `${SITE_URL}${english}`,
      de: `${SITE_URL}${german}`,
      "x-default": `${SITE_URL}${english}`,
    };
    expect(await hreflangs(page, english)).toEqual(expected);
    expect(await page.locator('meta[property="og:locale:alternate"]').getAttribute("content")).toBe(
      "de_DE",
    );
    expect(await hreflangs(page, german)).toEqual(expected);
    expect(await page.locator('meta[property="og:locale:alternate"]').getAttribute("content")).toBe(
      "en_US",
    );
  });
}

test("an earlier version, whose canonical page is the current one, names no translations but links to them", async ({
  page,
}) => {
  await page.goto("/de/PrivacyPolicy/2026-05-01");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English" }),
  ).toHaveAttribute("href", "/PrivacyPolicy/2026-05-01");
});

test("sitemap.xml lists each page with its translations as alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${SITE_URL}/de/Support</loc>`);
  const entry = xml.slice(xml.indexOf(`<loc>${SITE_URL}/de/Support</loc>`));
  const block = entry.slice(0, entry.indexOf("</url>"));
  expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/Support"/>`);
  expect(block).toContain(
    `<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}/de/Support"/>`,
  );
  expect(block).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/Support"/>`,
  );
  // An earlier version names the current page as canonical: not listed, in any language.
  expect(xml).not.toContain("2026-05-01</loc>");
});

test("the language switcher leads to the same page in the other language, in the browser, prefetched", async ({
  page,
}) => {
  const problems = collectProblems(page);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await page.goto("/PrivacyPolicy");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  const switcher = page.getByRole("navigation", { name: "Language" });
  const english = switcher.getByRole("link", { name: "English" });
  const deutsch = switcher.getByRole("link", { name: "Deutsch" });
  await expect(english).toHaveAttribute("aria-current", "page");
  await expect(english).toHaveAttribute("lang", "en");
  await expect(deutsch).toHaveAttribute("lang", "de");
  await expect(deutsch).toHaveAttribute("href", "/de/PrivacyPolicy");

  // The payload is fetched ahead of the click, as any page link's in view.
  const payload = (request: Request) =>
    new URL(request.url()).pathname === "/de/PrivacyPolicy.data";
  await expect.poll(() => requests.filter(payload).length).toBeGreaterThan(0);
  // By keyboard, as a screen reader user would follow it.
  await deutsch.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/de/PrivacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Datenschutzerklärung — Tally");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  const sprache = page.getByRole("navigation", { name: "Sprache" });
  await expect(sprache.getByRole("link", { name: "Deutsch" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await sprache.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/PrivacyPolicy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  // Only the first page was loaded as a document.
  expect(requests.filter((request) => request.resourceType() === "document")).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test("the header's links lead to the pages of the language shown", async ({ page }) => {
  await page.goto("/de");
  const main = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(main.getByRole("link", { name: "Hilfe" })).toHaveAttribute("href", "/de/Support");
  await expect(main.getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
    "href",
    "/de/PrivacyPolicy",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Tally" })).toHaveAttribute(
    "href",
    "/de",
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" }),
  ).toHaveAttribute("href", "/de/PrivacyPolicy");
});

test("a site with one language is as it was: no switcher, no alternates, English", async ({
  page,
}) => {
  await page.goto(`${FIXTURE_URL}/PrivacyPolicy`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Language" })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
  const unknown = await page.request.get(`${FIXTURE_URL}/de/PrivacyPolicy`);
  expect(unknown.status()).toBe(404);
  expect(PAGES.map((known) => known.path)).not.toContain("/de");
});

test.describe("for a visitor whose browser prefers German", () => {
  test.use({ locale: "de-DE" });

  const offer = (page: Page) =>
    page.getByRole("complementary", { name: "Diese Seite gibt es auch auf Deutsch." });

  test("an English page offers itself in German, in German; following the offer is remembered", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await recordLayoutShifts(page);
    await page.goto("/TermsConditions");
    await waitForHydration(page);
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute("lang", "de");
    // It floats above the page: nothing moved when it appeared.
    expect(await layoutShifts(page)).toEqual([]);
    await offer(page).getByRole("link", { name: "Auf Deutsch lesen" }).click();
    await expect(page).toHaveURL("/de/TermsConditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Allgemeine Geschäftsbedingungen",
    );
    await expect(offer(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language-choice"))).toBe("de");
    // The choice holds on every page, and after a reload.
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("complementary")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("closing the offer is remembered, and a German page offers nothing", async ({ page }) => {
    await page.goto("/de/Support");
    await waitForHydration(page);
    await expect(page.getByRole("complementary")).toHaveCount(0);
    await page.goto("/Support");
    await waitForHydration(page);
    await offer(page).getByRole("button", { name: "Schließen" }).click();
    await expect(offer(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language-choice"))).toBe("en");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });

  test("on a phone, the offer hides nothing keyboard focus reaches, nor the end of the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await expect(offer(page)).toBeVisible();
    // Each element focus reaches, until it comes round again: is it wholly under the offer?
    const hidden: string[] = [];
    let reached = 0;
    for (; reached < 300; reached += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const focused = document.activeElement;
        const floating = document.querySelector("aside");
        if (!focused || !floating || focused.hasAttribute("data-reached")) return "again";
        focused.setAttribute("data-reached", "");
        if (floating.contains(focused)) return undefined;
        const [box, over] = [focused.getBoundingClientRect(), floating.getBoundingClientRect()];
        const under =
          box.top >= over.top &&
          box.bottom <= over.bottom &&
          box.left >= over.left &&
          box.right <= over.right;
        return under ? focused.textContent : undefined;
      });
      if (focus === "again") break;
      if (focus !== undefined) hidden.push(focus ?? "");
    }
    expect(reached).toBeGreaterThan(20);
    expect(hidden).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole("contentinfo").boundingBox();
    const floating = await offer(page).boundingBox();
    // Within a pixel: a page's height is fractional, how far it scrolls is not.
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThan((floating?.y ?? 0) + 1);
    // Closed, it leaves no room behind.
    const withOffer = await page.evaluate(() => document.documentElement.scrollHeight);
    await offer(page).getByRole("button", { name: "Schließen" }).click();
    await expect(offer(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
      withOffer,
    );
  });

  test("a stored value that is no language is no choice", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language-choice", "{corrupt"));
    await page.goto("/Support");
    await waitForHydration(page);
    await expect(offer(page)).toBeVisible();
  });

  test("with storage refused, the offer still works and closing it holds for the visit", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: refuse });
    });
    await page.goto("/Support");
    await waitForHydration(page);
    await offer(page).getByRole("button", { name: "Schließen" }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("complementary")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a page with no German translation offers nothing", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expect(page.getByRole("complementary")).toHaveCount(0);
  });
});
