import { expect, test } from "@playwright/test";
import { BASE_PATH_URL } from "../../harness/servers.ts";
import { rawRequest } from "./support/raw-http.ts";
import { collectProblems, SITE_URL, waitForHydration } from "./support/site.ts";

// The default site, built with BASE_URL=/legal/. Paths below are relative to it.
test.use({ baseURL: BASE_PATH_URL });

const origin = new URL(BASE_PATH_URL).origin;

test("pages, assets and payloads are served under the base path", async ({ page }) => {
  const problems = collectProblems(page);
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !url.pathname.startsWith("/legal/")) outside.push(url.pathname);
  });
  const manifest = page.waitForResponse(/\/legal\/_app\/builds\/meta\/[^/]+\.json$/);
  const response = await page.goto("./");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Split bills, not friendships");
  const config = await page.evaluate(() =>
    JSON.parse(document.getElementById("app-config")?.textContent ?? "{}"),
  );
  expect(config.baseURL).toBe("/legal/");

  await manifest;
  const payload = page.waitForResponse(`${origin}/legal/PrivacyPolicy.data`);
  await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
  expect((await payload).status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/legal/PrivacyPolicy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.locator(".prose").getByRole("link", { name: "Terms and Conditions" }).first().click();
  await expect(page).toHaveURL(`${origin}/legal/TermsConditions`);
  await page.getByRole("banner").getByRole("link", { name: "Tally" }).click();
  await expect(page).toHaveURL(`${origin}/legal/`);
  expect(outside).toEqual([]);
  expect(problems).toEqual([]);
});

// A not-found page's own address (`404`, `de/404`) is one of them.
const UNKNOWN = [
  { address: "no-such-page", message: "Page Not Found: /legal/no-such-page" },
  { address: "404", message: "Page Not Found: /legal/404" },
  { address: "de/404", message: "Seite nicht gefunden: /legal/de/404" },
];

for (const { address, message } of UNKNOWN) {
  test(`${address}, unknown under the base path, gets the not-found page`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  });
}

test("a mistyped address under the base path links to the page it meant", async ({ page }) => {
  const response = await page.goto("privacypolicy");
  expect(response?.status()).toBe(404);
  const suggestion = page.locator("#suggested-page");
  await expect(suggestion).toHaveText("Did you mean /legal/PrivacyPolicy?");
  await waitForHydration(page);
  await suggestion.getByRole("link").click();
  await expect(page).toHaveURL(`${origin}/legal/PrivacyPolicy`);
});

test("the base path without its slash leads to the site; other paths are not the site's", async ({
  request,
}) => {
  const bare = await request.get(`${origin}/legal`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(new URL(bare.headers().location ?? "", origin).pathname).toBe("/legal/");
  expect((await request.get(`${origin}/PrivacyPolicy`)).status()).toBe(404);
  const doubled = await rawRequest(origin, "//legal//PrivacyPolicy");
  expect(doubled.status).toBe(301);
  expect(new URL(doubled.headers.location ?? "", origin).pathname).toBe("/legal/PrivacyPolicy");
  const redirect = await request.get("privacy", { maxRedirects: 0 });
  expect(redirect.headers().location).toBe("/legal/PrivacyPolicy");
  // A trailing slash is led away inside the base path, where a page is and where none is.
  for (const [from, to] of [
    ["PrivacyPolicy/", "/legal/PrivacyPolicy"],
    ["no-such-page/", "/legal/no-such-page"],
  ]) {
    const slash = await request.get(from ?? "", { maxRedirects: 0 });
    expect(slash.status(), from).toBe(301);
    expect(new URL(slash.headers().location ?? "", origin).pathname, from).toBe(to);
  }
});

test("links in the page text carry the base path", async ({ page }) => {
  await page.goto("./");
  await expect(
    page.locator(".prose").getByRole("link", { name: "privacy policy" }),
  ).toHaveAttribute("href", "/legal/PrivacyPolicy");
});

test("a page's Markdown names the site's pages and images under the base path", async ({
  page,
  request,
}) => {
  for (const path of ["Support", "de/Support"]) {
    const text = await (await request.get(`${path}.md`)).text();
    const addresses = [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map(([, address]) => address ?? "");
    // Three links to the legal pages, two of them to a section, and both variants of a screenshot.
    expect(addresses, path).toHaveLength(5);
    await page.goto(path);
    const pageLinks = await page
      .locator(".prose a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const address of addresses) {
      expect(address, path).toMatch(/^\/legal\//);
      const file = address.split("#")[0] ?? "";
      if (!file.includes("/assets/")) expect(pageLinks, path).toContain(address);
      expect((await request.get(`${origin}${file}`)).status(), address).toBe(200);
    }
  }
});

test("the site's absolute addresses name the base path", async ({ page, request }) => {
  // The build's SITE_URL is the address of /legal/ (npm run build:legal).
  const site = `${SITE_URL}/legal`;
  await page.goto("PrivacyPolicy");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site}/PrivacyPolicy`,
  );
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image?.startsWith(`${site}/`), image ?? "no og:image").toBe(true);
  const sitemap = await (await request.get("sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? "");
  expect(locations).toContain(`${site}/PrivacyPolicy`);
  for (const location of locations) {
    expect(location.startsWith(`${site}/`), location).toBe(true);
    expect((await request.get(`${origin}${new URL(location).pathname}`)).status(), location).toBe(
      200,
    );
  }
  expect(await (await request.get("robots.txt")).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
});
