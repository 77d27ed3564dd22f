import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { waitForHydration } from "./support/site.ts";

// The site owner's own files (content/files/), published as they are on every host.

const FILES = "tests/fixtures/content/files";

for (const [path, type] of [
  ["/app-ads.txt", "text/plain; charset=utf-8"],
  ["/press/kit.pdf", "application/pdf"],
] as const) {
  test(`${path} is the owner's file as written, sent as ${type} and revalidated`, async ({
    request,
  }) => {
    const response = await request.get(`${FIXTURE_URL}${path}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe(type);
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(await response.body()).toEqual(await readFile(`${FILES}${path}`));
    const etag = headers.etag ?? "";
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const again = await request.get(`${FIXTURE_URL}${path}`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status()).toBe(304);
  });
}

test("a hidden file of the folder is not published", async ({ request }) => {
  const response = await request.get(`${FIXTURE_URL}/press/.notes.txt`);
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("Notes kept beside the files");
});

test("a page's link to an owner's file loads the file, not a page of the app", async ({ page }) => {
  // A page's payload asked for at the file's address, by a prefetch or a navigation in the app.
  // The payloads of the pages whose links come into view are prefetched meanwhile, as they should.
  const payloads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/press/") && request.url().includes(".data"))
      payloads.push(request.url());
  });
  await page.goto(`${FIXTURE_URL}/Long-Read`);
  await waitForHydration(page);
  const link = page.getByRole("link", { name: "a PDF" });
  await expect(link).toHaveAttribute("href", "/press/kit.pdf");
  // Headless Chromium downloads a PDF rather than showing it.
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.url()).toBe(`${FIXTURE_URL}/press/kit.pdf`);
  expect(payloads).toEqual([]);
  await expect(page).toHaveURL(`${FIXTURE_URL}/Long-Read`);
});
