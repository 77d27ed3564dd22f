import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PLAIN_NOT_FOUND } from "../../contracts/http/address-table.ts";
import { emulateConnection, returnToTab } from "../../harness/page-conditions.ts";
import { startServer } from "../../harness/server-process.ts";
import { needsNodeServer } from "../../harness/servers.ts";
import {
  firstIdleAt,
  pageFetches,
  recordPageActivity,
  waitForPageFetch,
} from "./support/in-page-timing.ts";
import { waitForHydration } from "./support/site.ts";

/**
 * The same site built again with another build id, into a folder outside the project
 * (`npm run build:next-deployment`).
 */
const NEXT_DEPLOYMENT = join(tmpdir(), "tally-next-deployment");
const MANIFEST = /\/_app\/builds\/meta\/[^/]+\.json$/;
const LATEST = /\/_app\/builds\/latest\.json\?/;

const pageBuildId = (page: Page) =>
  page.evaluate(
    () => JSON.parse(document.getElementById("app-config")?.textContent ?? "{}").buildId as string,
  );

test.describe("runtime configuration", () => {
  test("every page carries baseURL, buildId and siteUrl as data", async ({ page, request }) => {
    const latest = await (await request.get("/_app/builds/latest.json")).json();
    for (const path of ["/", "/PrivacyPolicy", "/no-such-page"]) {
      await page.goto(path);
      const config = await page.evaluate(() =>
        JSON.parse(document.getElementById("app-config")?.textContent ?? "{}"),
      );
      expect(config).toEqual({
        baseURL: "/",
        buildId: latest.id,
        siteUrl: "https://tally.example.com",
      });
      await expect(page.locator("#app-config")).toHaveAttribute("type", "application/json");
    }
  });

  test("the server overrides the site URL from SITE_URL at start", async ({ page }) => {
    needsNodeServer("runtime overrides come from the server's environment");
    const server = await startServer({ SITE_URL: "https://staging.example.org" });
    try {
      for (const path of ["/PrivacyPolicy", "/no-such-page"]) {
        await page.goto(`${server.baseURL}${path}`);
        await waitForHydration(page);
        const config = await page.evaluate(() =>
          JSON.parse(document.getElementById("app-config")?.textContent ?? "{}"),
        );
        expect(config.siteUrl).toBe("https://staging.example.org");
      }
      await page.goto(`${server.baseURL}/PrivacyPolicy`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "https://staging.example.org/PrivacyPolicy",
      );
      const sitemap = await page.request.get(`${server.baseURL}/sitemap.xml`);
      expect(await sitemap.text()).toContain(
        "<loc>https://staging.example.org/PrivacyPolicy</loc>",
      );
      const robots = await page.request.get(`${server.baseURL}/robots.txt`);
      expect(await robots.text()).toContain("Sitemap: https://staging.example.org/sitemap.xml");
      await expect(
        page.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute("href", "https://staging.example.org/legal/feed.atom");
      for (const [file, address] of [
        ["/legal/index.json", "/PrivacyPolicy"],
        ["/legal/feed.atom", "/PrivacyPolicy"],
        ["/WhatsNew/feed.atom", "/WhatsNew#v2.4.0"],
        ["/llms.txt", "/PrivacyPolicy.md"],
      ]) {
        const text = await (await page.request.get(`${server.baseURL}${file}`)).text();
        expect(text, file).toContain(`https://staging.example.org${address}`);
        expect(text, file).not.toContain("tally.example.com");
      }
    } finally {
      await server.stop();
    }
  });

  test("the server refuses a SITE_URL that leaves out the path the build is served under", async () => {
    needsNodeServer("runtime overrides come from the server's environment");
    const server = startServer({
      BUILD_DIR: "tests/fixtures/build-legal",
      SITE_URL: "https://staging.example.org",
    });
    await expect(server).rejects.toThrow(
      "SITE_URL must be the address of the path the site is served under, /legal/ (BASE_URL): https://staging.example.org/legal (got https://staging.example.org)",
    );
    const served = await startServer({
      BUILD_DIR: "tests/fixtures/build-legal",
      SITE_URL: "https://staging.example.org/legal/",
    });
    try {
      const sitemap = await (await fetch(`${served.baseURL}/legal/sitemap.xml`)).text();
      expect(sitemap).toContain("<loc>https://staging.example.org/legal/PrivacyPolicy</loc>");
    } finally {
      await served.stop();
    }
  });
});

test.describe("build manifest", () => {
  test("is served: latest.json revalidated, the meta file immutable", async ({ request }) => {
    const latestResponse = await request.get("/_app/builds/latest.json");
    expect(latestResponse.headers()["cache-control"]).toBe("no-cache");
    const latest = await latestResponse.json();
    expect(Object.keys(latest).sort()).toEqual(["id", "timestamp"]);
    const metaResponse = await request.get(`/_app/builds/meta/${latest.id}.json`);
    expect(metaResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await metaResponse.json();
    expect(meta.id).toBe(latest.id);
    expect(meta.timestamp).toBe(latest.timestamp);
    expect(meta.prerendered).toEqual([
      "/",
      "/PrivacyPolicy",
      "/PrivacyPolicy/2026-05-01",
      "/Support",
      "/TermsConditions",
      "/TermsConditions/2027-01-15",
      "/WhatsNew",
      "/de",
      "/de/PrivacyPolicy",
      "/de/PrivacyPolicy/2026-05-01",
      "/de/Support",
      "/de/TermsConditions",
      "/de/TermsConditions/2027-01-15",
      "/de/WhatsNew",
    ]);
    expect(meta.routeRules["/privacy"]).toEqual({
      redirect: { to: "/PrivacyPolicy", statusCode: 301 },
    });
  });

  test("a missing build file is a plain 404, not the 404 page", async ({ request }) => {
    for (const path of ["/assets/missing-0000.js", "/_app/builds/meta/missing.json"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toContain("text/plain");
      expect(await response.text(), path).toBe(PLAIN_NOT_FOUND);
    }
  });

  test("is fetched 1 s after the browser is first idle @timing", async ({ page }) => {
    await recordPageActivity(page);
    await page.goto("/");
    const manifest = await waitForPageFetch(page, MANIFEST);
    const delay = manifest.at - (await firstIdleAt(page));
    // SPEC §5: 1 s after idle; half a second of slack for a busy machine.
    expect(delay).toBeGreaterThanOrEqual(999);
    expect(delay).toBeLessThan(1_500);
  });

  for (const [connection, fetched] of [
    ["4g", 1],
    ["slow-2g", 0],
  ] as const) {
    test(`is ${fetched ? "" : "not "}fetched on a ${connection} connection`, async ({ page }) => {
      await emulateConnection(page, { effectiveType: connection, saveData: false });
      await recordPageActivity(page);
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      // Far past idle and the 1 s wait, on the page's clock.
      await page.clock.runFor(10_000);
      expect(await pageFetches(page, MANIFEST)).toHaveLength(fetched);
    });
  }
});

test.describe("new-build detection", () => {
  /** Shows the tab again, waits for the poll, then expects the next page link to load a document. */
  async function expectFullLoadAfterPoll(page: Page) {
    const poll = page.waitForResponse(LATEST);
    await returnToTab(page);
    await poll;
    const documentLoad = page.waitForRequest((request) => request.resourceType() === "document");
    await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
    expect(new URL((await documentLoad).url()).pathname).toBe("/TermsConditions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  }

  test("asks for latest.json with a cache-busting timestamp when the tab is shown again", async ({
    page,
  }) => {
    await recordPageActivity(page);
    await page.goto("/");
    await waitForHydration(page);
    await returnToTab(page);
    const poll = await waitForPageFetch(page, /\/_app\/builds\/latest\.json\?\d{13}$/);
    const stamp = Number(new URL(poll.url).search.slice(1));
    const pageNow = await page.evaluate(() => Date.now());
    expect(pageNow - stamp).toBeGreaterThanOrEqual(0);
    expect(pageNow - stamp).toBeLessThan(60_000);
  });

  test("asks again on return to the tab at most once a minute", async ({ page }) => {
    await recordPageActivity(page);
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const polls = () => pageFetches(page, LATEST);
    await returnToTab(page);
    expect(await polls()).toHaveLength(1);
    await page.clock.runFor(30_000);
    await returnToTab(page);
    expect(await polls()).toHaveLength(1);
    await page.clock.runFor(31_000);
    await returnToTab(page);
    expect(await polls()).toHaveLength(2);
  });

  test("polls every 60 minutes, and not while the tab is hidden", async ({ page }) => {
    await recordPageActivity(page);
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const polls = () => pageFetches(page, LATEST);
    await page.clock.runFor(59 * 60 * 1_000);
    expect(await polls()).toHaveLength(0);
    await page.clock.runFor(60 * 1_000);
    expect(await polls()).toHaveLength(1);

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(3 * 60 * 60 * 1_000);
    expect(await polls()).toHaveLength(1);
  });

  test("a malformed latest.json changes nothing", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.route("**/_app/builds/latest.json?*", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>not json</h1>" }),
    );
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const poll = page.waitForResponse(/latest\.json\?/);
      await returnToTab(page);
      await poll;
      await page.clock.fastForward(61_000);
    }
    await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(documents).toEqual([]);
    expect(warnings.filter((text) => text.includes("latest build"))).toHaveLength(1);
  });

  test("once latest.json names another build, the next navigation loads the page afresh", async ({
    page,
  }) => {
    // On any host: the answer a newer deployment would give.
    await page.route(LATEST, (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ id: "a-newer-build", timestamp: Date.now() }),
      }),
    );
    await page.goto("/");
    await waitForHydration(page);
    await expectFullLoadAfterPoll(page);
  });

  test("after a new deployment, the next navigation loads the new build", async ({ page }) => {
    needsNodeServer("the test starts its own servers, one per deployment");
    let server = await startServer();
    try {
      await page.goto(`${server.baseURL}/`);
      await waitForHydration(page);
      const oldId = await pageBuildId(page);

      // Deploy: another real build of the site (`npm run build:next-deployment`, made before
      // the tests), served by a new server process on the same port.
      const { port } = new URL(server.baseURL);
      await server.stop();
      server = await startServer({ BUILD_DIR: NEXT_DEPLOYMENT, PORT: port });

      await expectFullLoadAfterPoll(page);
      const newId = await pageBuildId(page);
      expect(newId).toBe("next-deployment");
      expect(newId).not.toBe(oldId);
    } finally {
      await server.stop();
    }
  });
});

test.describe("code that fails to load", () => {
  /** Answers the page's code as a host answers a file that a deployment deleted. */
  const deleteChunk = (page: Page, route: string) =>
    page.route(new RegExp(`/assets/${route}-[^/]+\\.js$`), (request) =>
      request.fulfill({ status: 404, contentType: "text/plain", body: PLAIN_NOT_FOUND }),
    );

  test("a deleted page chunk reloads the target once, never in a loop", async ({ page }) => {
    await deleteChunk(page, "page");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL(/\/TermsConditions$/);
    // The reloaded page shows its prerendered content.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    // A loop would show only as further document loads, which nothing in the page can
    // rule out in advance; each takes a few milliseconds on loopback, so 2 s would see many.
    await page.waitForTimeout(2_000);
    expect(documents).toEqual(["/", "/TermsConditions"]);
  });

  test("when the reload guard refuses, the error page offers a retry", async ({ page }) => {
    await deleteChunk(page, "page");
    await page.goto("/");
    await waitForHydration(page);
    // A reload of that page already happened a moment ago.
    await page.evaluate(() =>
      sessionStorage.setItem("app:reloads", JSON.stringify({ "/PrivacyPolicy": Date.now() })),
    );
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByText(/^Error \d{3}$/)).toBeVisible();
    expect(documents).toEqual([]);

    // The deployment is repaired: the retry loads the page afresh.
    await page.unrouteAll();
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    expect(documents.map((url) => new URL(url).pathname)).toEqual(["/PrivacyPolicy"]);
  });
});
