import { expect, type Page, type Request, test } from "@playwright/test";
import { clickTiming, startClickTiming } from "./support/page-conditions.ts";
import { FIXTURE_URL } from "./support/servers.ts";
import { waitForHydration } from "./support/site.ts";

const isPrefetchable = (url: string) => /\/assets\/.+\.js$|\.data(\?|$)/.test(url);

/** Tracks the prefetch requests a page makes once its document has been parsed. */
function trackPrefetches(page: Page) {
  const state = { inFlight: 0, most: 0, urls: [] as string[] };
  const tracked = new Set<Request>();
  let parsed = false;
  page.on("domcontentloaded", () => {
    parsed = true;
  });
  page.on("request", (request) => {
    if (!parsed || !isPrefetchable(request.url())) return;
    tracked.add(request);
    state.inFlight += 1;
    state.urls.push(request.url());
    state.most = Math.max(state.most, state.inFlight);
  });
  const settle = (request: Request) => {
    if (tracked.delete(request)) state.inFlight -= 1;
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return state;
}

/** Milliseconds from pressing a link to focus arriving on the new page's heading, measured in the page. */
async function clickToHeading(page: Page, link: ReturnType<Page["getByRole"]>, heading: string) {
  await startClickTiming(page);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  return clickTiming(page);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test.describe("prefetching", () => {
  test.use({ baseURL: FIXTURE_URL });

  test("links in view are prefetched, never more than 5 requests at once", async ({ page }) => {
    // Slow answers, so that prefetches overlap.
    await page.route(/\/assets\/.+\.js$|\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const prefetches = trackPrefetches(page);
    await page.setViewportSize({ width: 1280, height: 2_000 });
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => prefetches.urls.length, { timeout: 15_000 }).toBeGreaterThan(5);
    await expect.poll(() => prefetches.inFlight, { timeout: 15_000 }).toBe(0);
    expect(prefetches.most).toBeLessThanOrEqual(5);
    expect(prefetches.most).toBeGreaterThan(1);
    expect(new Set(prefetches.urls).size).toBe(prefetches.urls.length);
    expect(prefetches.urls).toContain(`${FIXTURE_URL}/PrivacyPolicy.data`);
    expect(prefetches.urls).toContain(`${FIXTURE_URL}/TermsConditions.data`);
  });

  for (const [name, connection] of [
    ["Save-Data", { effectiveType: "4g", saveData: true }],
    ["a 2g connection", { effectiveType: "2g", saveData: false }],
  ] as const) {
    test(`nothing is prefetched with ${name}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, "connection", {
          value: { ...value, addEventListener() {} },
        });
      }, connection);
      const prefetches = trackPrefetches(page);
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("link", { name: "Forced dark", exact: true }).hover();
      await page.waitForTimeout(1_500);
      expect(prefetches.urls).toEqual([]);
    });
  }
});

test("a prefetched navigation makes no new request for code or payload", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await page.goto("/");
  await waitForHydration(page);
  const privacy = page.getByRole("banner").getByRole("link", { name: "Privacy" });
  await privacy.hover();
  await page.waitForLoadState("networkidle");

  // The page's own code and payload; other links coming into view may prefetch their pages.
  const pageFiles = await page.evaluate(() => {
    type Manifest = { routes: Record<string, { module: string; imports?: string[] }> };
    const { routes } = (window as unknown as { __reactRouterManifest: Manifest })
      .__reactRouterManifest;
    const route = routes["routes/privacy-policy"];
    return [route?.module, ...(route?.imports ?? []), "/PrivacyPolicy.data"];
  });
  const fromNetwork: string[] = [];
  cdp.on("Network.responseReceived", ({ response }) => {
    const path = new URL(response.url).pathname;
    if (pageFiles.includes(path) && !response.fromPrefetchCache && !response.fromDiskCache) {
      fromNetwork.push(response.url);
    }
  });
  await privacy.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.waitForTimeout(300);
  expect(fromNetwork).toEqual([]);
});

test.describe("transitions", () => {
  test("take about 100 ms from the click to the new heading, and none with reduced motion", async ({
    page,
  }) => {
    const run = async () => {
      const times: number[] = [];
      for (const [name, heading] of [
        ["Privacy", "Privacy Policy"],
        ["Terms", "Terms and Conditions"],
        ["Tally", "Split bills, not friendships"],
      ] as const) {
        const link = page.getByRole("banner").getByRole("link", { name, exact: true });
        await link.hover();
        await page.waitForLoadState("networkidle");
        times.push(await clickToHeading(page, link, heading));
      }
      return times;
    };
    await page.goto("/");
    await waitForHydration(page);
    const animated = await run();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const reduced = await run();

    // Generous windows: the machine is shared and noisy.
    expect(median(animated)).toBeGreaterThanOrEqual(90);
    expect(median(animated)).toBeLessThan(800);
    expect(median(reduced)).toBeLessThan(median(animated) - 50);
  });
});

test.describe("focus, scroll and announcements", () => {
  test("focus moves to the new heading and the title is announced", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Terms and Conditions");
    await expect(heading).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("Terms and Conditions — Tally");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on from the heading, into the page.
    await page.keyboard.press("Tab");
    await expect(page.locator("main :focus")).toHaveCount(1);
  });

  test("a link to a section of another page scrolls to it and focuses it", async ({ page }) => {
    await page.goto(`${FIXTURE_URL}/`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "The dark section" }).click();
    await expect(page).toHaveURL(`${FIXTURE_URL}/PrivacyPolicy#dark-section`);
    const section = page.getByRole("heading", { name: "Dark section" });
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
  });

  test("a section link opened cold scrolls to the section", async ({ page }) => {
    await page.goto("/PrivacyPolicy#your-rights");
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("back restores the scroll position", async ({ page }) => {
    await page.goto("/PrivacyPolicy");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1_500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1_500);
    // A click where the visitor is, without scrolling the page to the link first.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Terms and Conditions" })
      .dispatchEvent("click");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1_500);
  });
});

test("a slow navigation shows a progress bar until the page arrives", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/TermsConditions.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
