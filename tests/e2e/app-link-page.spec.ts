import { expect, type Page, test } from "@playwright/test";
import { BASE_PATH_URL, FIXTURE_URL, LANGUAGES_URL } from "../../harness/servers.ts";
import { navigateInPage } from "./support/router.ts";
import { ANDROID_CHROME, collectProblems, waitForHydration } from "./support/site.ts";

// An address of app.links (/invite/* in the example) opens the app on a phone that has it; in
// a browser it gets the page that says so and offers the app, not the not-found page.

const HEADING = "This link opens in Tally";
const GERMAN_HEADING = "Dieser Link öffnet sich in Tally";

/** Safari's Smart App Banner of the example's app, with no argument. */
const BANNER = "app-id=1234567890";

const banner = (page: Page) => page.locator('meta[name="apple-itunes-app"]');

/** A link of the header's language switcher. */
const languageLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /^(Language|Sprache)$/ }).getByRole("link", { name });

/** The page's main heading, as the server sent it. */
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function expectAppLinkPage(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING);
  await expect(
    page.getByText("Open it on a phone with Tally installed, or get the app."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
    "href",
    "https://apps.apple.com/app/id1234567890",
  );
  await expect(page.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    "https://play.google.com/store/apps/details?id=com.example.tally",
  );
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
}

test("an address that opens the app offers the app in a browser, with status 200", async ({
  page,
}) => {
  const problems = collectProblems(page);
  const response = await page.goto("/invite/8Hq2-x?from=share#top");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  await expectAppLinkPage(page);
  await expect(page).toHaveTitle("Open in Tally — Tally");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await waitForHydration(page);
  await expectAppLinkPage(page);
  // Safari's banner hands the app the address, as the link would have.
  await expect(banner(page)).toHaveCount(1);
  await expect(banner(page)).toHaveAttribute(
    "content",
    `${BANNER}, app-argument=${new URL("/invite/8Hq2-x?from=share#top", page.url()).href}`,
  );
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(banner(page)).toHaveAttribute("content", BANNER);
  await expect(banner(page)).toHaveCount(1);
  // Its inline scripts run under its own policy, and it hydrates without a mismatch.
  expect(problems).toEqual([]);
});

test("the banner's argument is the address before any script file runs, a comma encoded", async ({
  page,
}) => {
  await page.route(/\.js$/, (route) => route.abort());
  const response = await page.goto("/invite/a,b?to=x,y");
  expect(response?.status()).toBe(200);
  await expect(banner(page)).toHaveAttribute(
    "content",
    `${BANNER}, app-argument=${new URL("/invite/a%2Cb?to=x%2Cy", page.url()).href}`,
  );
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
});

test("the same page for any address a link's * takes, percent-encoded or not", async ({
  request,
}) => {
  for (const address of ["/invite/x", "/invite/a%20b", "/invite/%C3%A9t%C3%A9", "/invite/a/b"]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(headingOf(await response.text()), address).toBe(HEADING);
  }
});

test("a trailing slash is led to the address without it, as at any address", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/invite/x/", "/invite/x"],
    ["/invite/x/index.html?from=share", "/invite/x?from=share"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test.describe("on Android", () => {
  test.use({ userAgent: ANDROID_CHROME });

  const intentOf = (page: Page, address: string, androidPackage: string) => {
    const { host } = new URL(page.url());
    return `intent://${host}${address}#Intent;scheme=http;package=${androidPackage};end`;
  };

  test("a link opens the app at the address, from the first paint", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/invite/8Hq2-x?from=share#top");
    await expect(page.getByRole("link", { name: "Open in Tally" })).toHaveAttribute(
      "href",
      intentOf(page, "/invite/8Hq2-x?from=share", "com.example.tally"),
    );
    await expect(page.getByRole("link", { name: "Open in Tally" })).toBeVisible();
  });

  test("the link stays as the page hydrates, and goes with it", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto("/invite/a%20b");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Open in Tally" });
    await expect(link).toHaveAttribute(
      "href",
      intentOf(page, "/invite/a%20b", "com.example.tally"),
    );
    await expect(link).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
    await expect(link).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("an app only on Google Play has the link too", async ({ page }) => {
    await page.goto(`${LANGUAGES_URL}/r/abc`);
    await expect(page.getByRole("link", { name: "Open in Fixture" })).toHaveAttribute(
      "href",
      intentOf(page, "/r/abc", "com.example.fixture"),
    );
  });
});

test("on other systems, no link to the app: there is none", async ({ page }) => {
  await page.goto("/invite/8Hq2-x");
  await waitForHydration(page);
  await expectAppLinkPage(page);
  await expect(page.getByText("Open in Tally")).toBeHidden();
  await expect(page.getByRole("link", { name: "Open in Tally" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page offers the app", async ({ page }) => {
    await page.goto("/invite/8Hq2-x");
    await expectAppLinkPage(page);
    await expect(banner(page)).toHaveCount(1);
    await expect(banner(page)).toHaveAttribute("content", BANNER);
  });
});

test("a navigation in the browser to an address that opens the app loads its page", async ({
  page,
}) => {
  await page.goto("/PrivacyPolicy");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The page's store badges come with its document: the host answers the address with it.
  const document = page.waitForResponse((response) => response.url().endsWith("/invite/8Hq2-x"));
  await navigateInPage(page, "/invite/8Hq2-x", { untilShown: false });
  expect((await document).status()).toBe(200);
  await expectAppLinkPage(page);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("addresses no link takes, a file's, a language's folder and the pages' own are not found", async ({
  request,
}) => {
  for (const address of [
    "/invite",
    "/invitex/abc",
    "/invite/abc.md",
    "/invite/abc.data",
    "/de/invite",
    "/de/invite/abc.md",
    "/de/de/invite/abc",
    "/_app/app-link.html",
    "/_app/app-link",
    "/_app/de/app-link.html",
    "/_app/de/app-link",
  ]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(headingOf(await response.text()), address).not.toBe(HEADING);
  }
});

test("under a base path, the link's addresses are below it", async ({ request }) => {
  const response = await request.get(`${BASE_PATH_URL}invite/8Hq2-x`);
  expect(response.status()).toBe(200);
  expect(headingOf(await response.text())).toBe(HEADING);
  const german = await request.get(`${BASE_PATH_URL}de/invite/8Hq2-x`);
  expect(german.status()).toBe(200);
  expect(headingOf(await german.text())).toBe(GERMAN_HEADING);
  expect((await request.get(`${BASE_PATH_URL}_app/app-link.html`)).status()).toBe(404);
  expect((await request.get(`${BASE_PATH_URL}_app/de/app-link.html`)).status()).toBe(404);
});

test("under a base path, the German page opens the app at the address the app knows", async ({
  page,
}) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${BASE_PATH_URL}de/invite/8Hq2-x`);
  await expect(banner(page)).toHaveAttribute(
    "content",
    `${BANNER}, app-argument=${new URL(`${BASE_PATH_URL}invite/8Hq2-x`, page.url()).href}`,
  );
  await expect(languageLink(page, "English")).toHaveAttribute(
    "href",
    new URL(`${BASE_PATH_URL}invite/8Hq2-x`).pathname,
  );
});

test("a site that names no app link has no such page", async ({ request }) => {
  const response = await request.get(`${FIXTURE_URL}/invite/8Hq2-x`);
  expect(response.status()).toBe(404);
  expect(headingOf(await response.text())).toBe("This page does not exist");
});

test("as Android reads a link, less what app.exclude keeps, in every language's folder", async ({
  request,
}) => {
  const answers: Record<string, number> = {};
  for (const path of [
    "/g/1/join",
    "/r/abc",
    "/g/1/2/join",
    "/r/help",
    "/ar/r/abc",
    "/ja/g/1/join",
  ]) {
    answers[path] = (await request.get(`${LANGUAGES_URL}${path}`)).status();
  }
  expect(answers).toEqual({
    "/g/1/join": 200,
    "/r/abc": 200,
    "/g/1/2/join": 404,
    "/r/help": 404,
    "/ar/r/abc": 200,
    "/ja/g/1/join": 200,
  });
  const page = await request.get(`${LANGUAGES_URL}/r/abc`);
  const html = await page.text();
  expect(headingOf(html)).toBe("This link opens in Fixture");
  // An app only on Google Play: no Safari banner.
  expect(html).not.toContain('<meta name="apple-itunes-app"');
});

test.describe("in another language", () => {
  const ADDRESS = "/de/invite/8Hq2-x?from=share#top";

  test("the page is in that language, and opens the app at the address the app knows", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const response = await page.goto(ADDRESS);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN_HEADING);
    await expect(page).toHaveTitle("In Tally öffnen — Tally");
    await expect(page.getByRole("link", { name: "Laden im App Store" })).toBeVisible();
    await waitForHydration(page);
    await expect(banner(page)).toHaveAttribute(
      "content",
      `${BANNER}, app-argument=${new URL("/invite/8Hq2-x?from=share#top", page.url()).href}`,
    );
    await expect(banner(page)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("its language switcher leads to this address in each language, before any script file runs", async ({
    page,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/de/invite/a%20b");
    await expect(languageLink(page, "English")).toBeVisible();
    await expect(languageLink(page, "English")).toHaveAttribute("href", "/invite/a%20b");
    await expect(languageLink(page, "Deutsch")).toHaveAttribute("href", "/de/invite/a%20b");
    await expect(languageLink(page, "Deutsch")).toHaveAttribute("aria-current", "page");
  });

  test("its language switcher leads to this address in each language, once hydrated", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto("/invite/8Hq2-x");
    await waitForHydration(page);
    await expect(languageLink(page, "Deutsch")).toHaveAttribute("href", "/de/invite/8Hq2-x");
    await languageLink(page, "Deutsch").click();
    await expect(page).toHaveURL("/de/invite/8Hq2-x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN_HEADING);
    await waitForHydration(page);
    await languageLink(page, "English").click();
    await expect(page).toHaveURL("/invite/8Hq2-x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING);
    expect(problems).toEqual([]);
  });

  test.describe("for a visitor whose browser prefers German", () => {
    test.use({ locale: "de-DE" });

    test("the English page offers itself in German, at the same address", async ({ page }) => {
      await page.goto("/invite/8Hq2-x");
      await waitForHydration(page);
      const offer = page.getByRole("complementary", {
        name: "Diese Seite gibt es auch auf Deutsch.",
      });
      await offer.getByRole("link", { name: "Auf Deutsch lesen" }).click();
      await expect(page).toHaveURL("/de/invite/8Hq2-x");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN_HEADING);
    });
  });

  test.describe("on Android", () => {
    test.use({ userAgent: ANDROID_CHROME });

    test("its link opens the app at the address the app knows", async ({ page }) => {
      await page.goto("/de/invite/8Hq2-x");
      await waitForHydration(page);
      const { host } = new URL(page.url());
      await expect(page.getByRole("link", { name: "In Tally öffnen" })).toHaveAttribute(
        "href",
        `intent://${host}/invite/8Hq2-x#Intent;scheme=http;package=com.example.tally;end`,
      );
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("no language switcher: the page cannot know its address", async ({ page }) => {
      await page.goto("/de/invite/8Hq2-x");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(GERMAN_HEADING);
      await expect(page.getByRole("navigation", { name: "Sprache" })).toBeHidden();
    });
  });

  test("a language written right to left, in its own language and direction", async ({
    request,
  }) => {
    const html = await (await request.get(`${LANGUAGES_URL}/ar/r/abc`)).text();
    expect(html).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"|<html[^>]* dir="rtl"[^>]* lang="ar"/);
    expect(headingOf(html)).toBe("يُفتح هذا الرابط في Fixture");
  });
});
