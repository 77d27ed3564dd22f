import { expect, type Request, test } from "@playwright/test";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import { linkedAddresses } from "./support/request-origins.ts";
import { routeCodeFiles } from "./support/router.ts";
import { collectProblems, PAGES, TRANSLATED_PAGES, waitForHydration } from "./support/site.ts";

test("links move between all pages in the browser, fetching only each page's payload file", async ({
  page,
}) => {
  const problems = collectProblems(page);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const linked = linkedAddresses(page);

  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // Survives only as long as the document is not reloaded.
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  requests.length = 0;

  const tour = [PAGES[1], PAGES[2], PAGES[0], PAGES[2], PAGES[1], PAGES[0]];
  for (const target of tour) {
    const payload = page.waitForResponse(
      (response) => new URL(response.url()).pathname === target.payload,
    );
    await page
      .getByRole("banner")
      .getByRole("link", { name: target.navLabel, exact: true })
      .click();
    const response = await payload;
    expect(response.status()).toBe(200);
    // A prerendered file, not a server render: every host gives static files an ETag.
    expect(response.headers().etag).toBeTruthy();
    await expect(page).toHaveURL(target.path);
    await expect(page).toHaveTitle(target.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
  }

  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  const documents = requests.filter((request) => request.resourceType() === "document");
  expect(documents).toHaveLength(0);
  const serverRequests = requests
    // The browser fetches the compression dictionary the first document named once it is idle,
    // which may be after the network first fell quiet.
    .filter((request) => !linked.has(request.url()))
    .map((request) => new URL(request.url()).pathname)
    // Chromium looks at the favicon again whenever the address changes, and the
    // build manifest is fetched once in the background.
    .filter(
      (path) =>
        !path.startsWith("/assets/") &&
        path !== "/favicon.svg" &&
        !path.startsWith("/_app/builds/meta/"),
    );
  // Only payload files: those of the pages visited, and of pages whose links came into view
  // (the language switcher's among them).
  const payloads: string[] = [...PAGES, ...TRANSLATED_PAGES].map((target) => target.payload);
  for (const path of serverRequests) expect(payloads).toContain(path);
  expect(problems).toEqual([]);
});

test("links inside the page text navigate in the browser too", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const payload = page.waitForResponse((response) =>
    response.url().endsWith("/TermsConditions.data"),
  );
  await page.locator(".prose").getByRole("link", { name: "terms and conditions" }).click();
  await payload;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test("a redirect from the site configuration leads to its page", async ({ page }) => {
  const response = await page.goto("/privacy");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/privacy$/);
  await expect(page).toHaveURL("/PrivacyPolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test("each page's code is loaded only when a page that needs it is first visited", async ({
  page,
}) => {
  await emulateSaveData(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The legal pages and the pages of content/pages/ share one module; the home page has its own.
  const modules = {
    home: (await routeCodeFiles(page, "routes/home"))[0],
    privacy: (await routeCodeFiles(page, "page/PrivacyPolicy"))[0],
    terms: (await routeCodeFiles(page, "page/TermsConditions"))[0],
  };
  expect(modules.terms).toBe(modules.privacy);
  expect(scripts).toContain(modules.home);
  expect(scripts).not.toContain(modules.privacy);

  await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  expect(scripts).toContain(modules.privacy);
  const loaded = scripts.length;

  await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  expect(scripts.slice(loaded)).toEqual([]);
});

for (const [address, made] of [
  ["//de//PrivacyPolicy", "joining a site address and a path"],
  ["/de%2FPrivacyPolicy", "encoding a whole path as one segment"],
]) {
  test(`a link to ${address}, as ${made} makes, arrives at the page`, async ({ page, baseURL }) => {
    const target = TRANSLATED_PAGES.find(({ path }) => path === "/de/PrivacyPolicy");
    const problems = collectProblems(page);
    await page.goto(`${baseURL}${address}`);
    await expect(page).toHaveURL("/de/PrivacyPolicy");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target?.heading ?? "");
    expect(problems).toEqual([]);
  });
}
