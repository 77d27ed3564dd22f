import { expect, test } from "@playwright/test";
import { returnToTab } from "../../harness/page-conditions.ts";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { answerAsIconifyApi } from "./support/iconify-api.ts";
import { watchUnmarkedRequests } from "./support/request-origins.ts";
import { waitForHydration } from "./support/site.ts";

// SPEC §7: every request the app makes goes through its one HTTP client, which marks each
// in the page's performance timeline. These tests list every request a page made that
// carries no mark and that neither the browser nor React Router started.

test("the build checks and client navigation send no request around the client", async ({
  page,
  baseURL,
}) => {
  const unmarked = await watchUnmarkedRequests(page, new URL(baseURL ?? "").origin);
  // No fake clock here: it would stub the performance timeline the marks are kept in.
  const check = page.waitForRequest(/\/_app\/builds\/meta\/[^/]+\.json$/);
  await page.goto("/");
  await waitForHydration(page);
  await check;
  const poll = page.waitForRequest(/\/_app\/builds\/latest\.json\?/);
  await returnToTab(page);
  await poll;
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
  expect(await unmarked()).toEqual([]);
});

test("icons from the endpoint and from the public API go through the client", async ({ page }) => {
  const unmarked = await watchUnmarkedRequests(page, FIXTURE_URL);
  const api = await answerAsIconifyApi(page);
  const endpoint = page.waitForResponse(/\/api\/_icons\/lucide\.json\?icons=anchor,ship$/);
  // The endpoint answers, then the public API is asked as if the endpoint had failed.
  await page.route(/\/api\/_icons\//, async (route) => {
    await route.fetch();
    await route.fulfill({ status: 500, body: "broken" });
  });
  await page.goto(`${FIXTURE_URL}/stories/?icons=lucide:anchor,lucide:ship`);
  for (const name of ["lucide:anchor", "lucide:ship"]) {
    await expect(page.locator(`svg[data-icon="${name}"]`).first()).toHaveAttribute(
      "data-icon-state",
      "ready",
    );
  }
  await endpoint;
  // The first public host is asked first (a busy machine's 750 ms rotation may ask the next too).
  expect(api[0]).toBe("https://api.iconify.design/lucide.json?icons=anchor,ship");
  expect(await unmarked()).toEqual([]);
});

test("a request sent around the client is found", async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  const unmarked = await watchUnmarkedRequests(page, origin);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const send = window.fetch;
    await send("/_app/builds/latest.json?aside");
    const image = new Image();
    image.src = "/favicon.svg?aside";
    await image.decode().catch(() => undefined);
  });
  expect(await unmarked()).toEqual([
    `fetch ${origin}/_app/builds/latest.json?aside`,
    `image ${origin}/favicon.svg?aside`,
  ]);
});
