import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { waitForHydration } from "./support/site.ts";

// The fixture site redirects /old-dark to /PrivacyPolicy.
test.use({ baseURL: FIXTURE_URL });

function watchDocuments(page: Page) {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

test("a redirect of the build manifest applies in the browser, without a server round trip", async ({
  page,
}) => {
  const manifest = page.waitForResponse(/\/_app\/builds\/meta\//);
  await page.goto("/");
  await waitForHydration(page);
  await manifest;
  const documents = watchDocuments(page);
  const serverAsked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("old-dark")) serverAsked.push(request.url());
  });
  await page.getByRole("link", { name: "Old address of the dark page" }).click();
  await expect(page).toHaveURL(`${FIXTURE_URL}/PrivacyPolicy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forced dark");
  expect(documents).toEqual([]);
  expect(serverAsked).toEqual([]);
});

test("a redirect applies even before the manifest was fetched in the background", async ({
  page,
}) => {
  // The manifest is held back until after the click: the router cannot know the rule yet,
  // so the unknown address itself must fetch the manifest and follow the rule.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const manifestRequests: string[] = [];
  await page.route(/\/_app\/builds\/meta\//, async (route) => {
    manifestRequests.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  const documents = watchDocuments(page);
  await page.getByRole("link", { name: "Old address of the dark page" }).click();
  await expect.poll(() => manifestRequests.length).toBe(1);
  await expect(page).toHaveURL(`${FIXTURE_URL}/`);
  release();
  await expect(page).toHaveURL(`${FIXTURE_URL}/PrivacyPolicy`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forced dark");
  expect(documents).toEqual([]);
});

test("the server applies the same redirect to a document request", async ({ request }) => {
  const response = await request.get("/old-dark", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/PrivacyPolicy");
});
