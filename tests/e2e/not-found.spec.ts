import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { buildMetaPath, LATEST_BUILD_PATH } from "../../contracts/http/address-table.ts";
import { emulateConnection } from "../../harness/page-conditions.ts";
import { navigateInPage, waitForRouterIdle } from "./support/router.ts";
import { collectProblems, waitForHydration } from "./support/site.ts";

const UNKNOWN_PATHS = [
  { request: "/privacypolicy", shown: "/privacypolicy", suggested: "/PrivacyPolicy" },
  { request: "/PRIVACYPOLICY", shown: "/PRIVACYPOLICY", suggested: "/PrivacyPolicy" },
  { request: "/Suport", shown: "/Suport", suggested: "/Support" },
  { request: "/no/such/page", shown: "/no/such/page" },
  { request: "/caf%C3%A9%20menu", shown: "/café menu" },
  { request: "/PrivacyPolicy/extra", shown: "/PrivacyPolicy/extra" },
];

for (const { request, shown, suggested } of UNKNOWN_PATHS) {
  test(`${request} is answered with the not-found page`, async ({ page }) => {
    const response = await page.goto(request);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expect(page.getByText(`Page Not Found: ${shown}`, { exact: true })).toBeVisible();
    const suggestion = page.locator("#suggested-page");
    if (suggested) {
      await expect(suggestion).toHaveText(`Did you mean ${suggested}?`);
      await expect(suggestion.getByRole("link")).toHaveAttribute("href", suggested);
    } else {
      await expect(suggestion).toBeHidden();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle("Page not found — Tally");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  });
}

test("a path with markup in it is shown as text, never run", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto("/<script>alert(1)</script><img src=x onerror=alert(2)>");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(
    page.getByText("Page Not Found: /<script>alert(1)</script><img src=x onerror=alert(2)>", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.locator("#requested-path *, main img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("hydrating the not-found page raises no errors", async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto("/missing-page");
  await waitForHydration(page);
  await expect(page.getByText("Page Not Found: /missing-page")).toBeVisible();
  // The document's own 404 status is reported by Chromium as a failed resource.
  expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
});

// A not-found page's own file is no page: its address, with or without `.html`, is not found,
// and gets the page of its folder's language.
const ENGLISH = { lang: "en", heading: "This page does not exist", message: "Page Not Found" };
const GERMAN = {
  lang: "de",
  heading: "Diese Seite gibt es nicht",
  message: "Seite nicht gefunden",
};
const NOT_FOUND_FILES = [
  { request: "/404", ...ENGLISH },
  { request: "/404.html", ...ENGLISH },
  { request: "/de/404", ...GERMAN },
  { request: "/de/404.html", ...GERMAN },
];

for (const { request, lang, heading, message } of NOT_FOUND_FILES) {
  test(`${request}, the address of a not-found page's file, is not found`, async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto(request);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const shown = new URL(page.url()).pathname;
    await expect(page.getByText(`${message}: ${shown}`, { exact: true })).toBeVisible();
    // Its inline code runs: the answer carries the not-found page's own policy.
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
  });
}

test("a cold load of an unknown path with a #fragment starts with the redirects it was served with", async ({
  page,
}) => {
  // Only a navigation in the browser asks for the build's redirects before showing the page;
  // the first load was already redirected by the server or host. On a slow-2g connection the
  // background check of the build never starts (tests/e2e/deploy.spec.ts), so any request
  // for the build's manifest comes from the route's loader.
  await emulateConnection(page, { effectiveType: "slow-2g", saveData: false });
  const manifestRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/_app/builds/meta/")) manifestRequests.push(request.url());
  });
  await page.goto("/missing-page#section");
  // The route's loader runs as the page hydrates: it has finished once the router is idle.
  await waitForRouterIdle(page);
  await expect(page.getByText("Page Not Found: /missing-page")).toBeVisible();
  expect(manifestRequests).toEqual([]);
});

test("the static 404.html names the path that was really requested once the app starts", async ({
  page,
}) => {
  // A static host answers every unknown path with the emitted 404.html.
  const notFoundHtml = await readFile("build/client/404.html", "utf8");
  await page.route("**/gone/for/good", (route) =>
    route.fulfill({ status: 404, contentType: "text/html", body: notFoundHtml }),
  );
  const problems = collectProblems(page);
  await page.goto("/gone/for/good");
  await expect(page.getByText("Page Not Found: /gone/for/good", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
});

// A static host serves one 404.html for every unknown path: the page still names the one asked
// for, before (and without) the app's script.
for (const { request, shown, suggested } of [
  { request: "/gone/for/good", shown: "Page Not Found: /gone/for/good" },
  { request: "/caf%C3%A9%20menu", shown: "Page Not Found: /café menu" },
  { request: "/de/weg", shown: "Seite nicht gefunden: /de/weg" },
  {
    request: "/de/privacypolicy",
    shown: "Seite nicht gefunden: /de/privacypolicy",
    suggested: { text: "Meinten Sie /de/PrivacyPolicy?", href: "/de/PrivacyPolicy" },
  },
]) {
  test(`${request} is named on the not-found page with every script file refused`, async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    const response = await page.goto(request);
    expect(response?.status()).toBe(404);
    await expect(page.locator("main p").filter({ hasText: shown })).toHaveText(shown);
    const suggestion = page.locator("#suggested-page");
    if (suggested) {
      await expect(suggestion).toHaveText(suggested.text);
      await suggestion.getByRole("link").click();
      await expect(page).toHaveURL(suggested.href);
    } else {
      await expect(suggestion).toBeHidden();
    }
  });
}

test("a mistyped address links to the page it meant, which opens in the same document", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto("/whatsnew/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "/WhatsNew" }).click();
  await expect(page).toHaveURL("/WhatsNew");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What's new");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
});

test("a navigation in the browser to a mistyped address links to the page it meant", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // The build's meta file lists the pages: the page's own data is the home page's.
  await navigateInPage(page, "/whatsnew");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await expect(page.locator("#suggested-page")).toHaveText("Did you mean /WhatsNew?");
  await navigateInPage(page, "/elsewhere");
  await expect(page.getByText("Page Not Found: /elsewhere", { exact: true })).toBeVisible();
  await expect(page.locator("#suggested-page")).toBeHidden();
  await navigateInPage(page, "/suport");
  await page.getByRole("link", { name: "/Support" }).click();
  await expect(page).toHaveURL("/Support");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("a navigation to the not-found page's own address keeps the page, asking no server for it", async ({
  page,
}) => {
  const ownData: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/privacypolicy")) ownData.push(request.url());
  });
  await page.goto("/privacypolicy");
  await waitForHydration(page);
  ownData.length = 0;
  await navigateInPage(page, "/privacypolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await expect(page.locator("#suggested-page")).toHaveText("Did you mean /PrivacyPolicy?");
  expect(ownData).toEqual([]);
});

test("a first load offers the pages the build lists, which a navigation in the browser offers", async ({
  page,
  request,
}) => {
  await page.goto("/privacypolicy");
  await waitForRouterIdle(page);
  const known = await page.evaluate(() => {
    const router = (
      window as Window & {
        __reactRouterDataRouter?: { state: { loaderData: Record<string, { pages?: string[] }> } };
      }
    ).__reactRouterDataRouter;
    return router?.state.loaderData["routes/not-found"]?.pages ?? [];
  });
  const { id } = await (await request.get(`/${LATEST_BUILD_PATH}`)).json();
  const { prerendered } = await (await request.get(`/${buildMetaPath(id)}`)).json();
  expect(known.length).toBeGreaterThanOrEqual(10);
  expect([...known].sort()).toEqual([...prerendered].sort());
});
