import { expect, type Page, test } from "@playwright/test";
import { emulateConnection } from "../../harness/page-conditions.ts";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { preloadLinks } from "./support/in-page-timing.ts";
import { firstLoadScripts, type RouteManifest, waitForArrival } from "./support/router.ts";
import { PAGES, waitForHydration } from "./support/site.ts";

const isPrefetchable = (url: string) => /\/assets\/.+\.js$|\.data(\?|$)/.test(url);

interface PrefetchRequest {
  url: string;
  start: number;
  end: number;
}

/**
 * The requests of the page's prefetch links, as the page itself timed them (Resource Timing, on
 * the page's own clock): a request runs from its start until its response has fully arrived,
 * and the queue starts the next only after that. The page's own scripts are not among them:
 * its module script may still be asking for them (from React Router's manifest on `window`, a
 * private surface checked by router-internals.spec.ts) as the first prefetches start. Null while
 * a prefetch link of the page has not yet been answered (its entry appears only then).
 */
async function prefetchRequests(page: Page): Promise<PrefetchRequest[] | null> {
  const { manifest, routeIds, links, resources } = await page.evaluate(() => {
    const { __reactRouterManifest, __reactRouterRouteModules = {} } = window as Window & {
      __reactRouterManifest?: RouteManifest;
      __reactRouterRouteModules?: Record<string, unknown>;
    };
    return {
      manifest: __reactRouterManifest,
      routeIds: Object.keys(__reactRouterRouteModules),
      links: [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          "link[rel=prefetch], link[rel=modulepreload]",
        ),
      ].map((link) => link.href),
      resources: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
        (entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }),
      ),
    };
  });
  const answered = new Set(resources.map(({ url }) => url));
  if (links.some((href) => !answered.has(href))) return null;
  const own = new Set(
    manifest
      ? firstLoadScripts(manifest, routeIds).map((path) => new URL(path, page.url()).href)
      : [],
  );
  return resources.filter(({ url }) => links.includes(url) && !own.has(url) && isPrefetchable(url));
}

/** The most requests that were running at one moment. */
function mostAtOnce(requests: readonly PrefetchRequest[]): number {
  return Math.max(
    0,
    ...requests.map(
      ({ start }) => requests.filter((other) => other.start <= start && start < other.end).length,
    ),
  );
}

/** A browser that never reports links in view: only hover or focus can start a prefetch. */
async function withoutInViewPrefetch(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
}

test.describe("prefetching", () => {
  test.use({ baseURL: FIXTURE_URL });

  test("links in view are prefetched, never more than 5 requests at once", async ({ page }) => {
    // Slow answers, so that prefetches overlap.
    await page.route(/\/assets\/.+\.js$|\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 2_000 });
    await page.goto("/");
    await waitForHydration(page);
    let requests: PrefetchRequest[] = [];
    await expect
      .poll(
        async () => {
          requests = (await prefetchRequests(page)) ?? [];
          return requests.length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(5);
    const urls = requests.map(({ url }) => url);
    expect(mostAtOnce(requests)).toBeLessThanOrEqual(5);
    expect(mostAtOnce(requests)).toBeGreaterThan(1);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${FIXTURE_URL}/PrivacyPolicy.data`);
    expect(urls).toContain(`${FIXTURE_URL}/TermsConditions.data`);
  });

  for (const [name, connection, prefetched] of [
    ["a 4g connection", { effectiveType: "4g", saveData: false }, true],
    ["Save-Data", { effectiveType: "4g", saveData: true }, false],
    ["a 2g connection", { effectiveType: "2g", saveData: false }, false],
  ] as const) {
    test(`a page is ${prefetched ? "" : "not "}prefetched on hover with ${name}`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      await withoutInViewPrefetch(page);
      await page.goto("/");
      await waitForHydration(page);
      const before = await preloadLinks(page);
      // The decision is made in the hover's own event handler: by the time hover() returns,
      // a prefetch would already be in the page.
      await page.getByRole("link", { name: "Forced dark", exact: true }).hover();
      const added = (await preloadLinks(page)).filter((href) => !before.includes(href));
      expect(added.some((href) => href.endsWith("/PrivacyPolicy.data"))).toBe(prefetched);
      if (!prefetched) expect(added).toEqual([]);
    });
  }

  test("a link is prefetched when it receives keyboard focus", async ({ page }) => {
    await withoutInViewPrefetch(page);
    await page.goto("/");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: "Forced dark", exact: true });
    expect(await preloadLinks(page)).not.toContain(`${FIXTURE_URL}/PrivacyPolicy.data`);
    await link.focus();
    await expect(link).toBeFocused();
    expect(await preloadLinks(page)).toContain(`${FIXTURE_URL}/PrivacyPolicy.data`);
  });
});

test.describe("transitions", () => {
  /** Records each view transition in the page: its animations' declared lengths and when it ran. */
  async function recordTransitions(page: Page) {
    await page.addInitScript(() => {
      type Record = {
        durations: number[];
        readyAt?: number;
        finishedAt?: number;
        focusAt?: number;
      };
      const records: Record[] = [];
      (window as Window & { transitions?: Record[] }).transitions = records;
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        const record: Record = { durations: [] };
        records.push(record);
        const transition = start(update);
        void transition.ready.then(() => {
          record.readyAt = performance.now();
          record.durations = document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith(
                "::view-transition",
              ),
            )
            .map((animation) => Number(animation.effect?.getComputedTiming().duration));
        });
        void transition.finished.then(() => {
          record.finishedAt = performance.now();
        });
        return transition;
      }) as typeof document.startViewTransition;
      document.addEventListener("focusin", (event) => {
        const last = records.at(-1);
        if (last && (event.target as Element).matches("main h1"))
          last.focusAt ??= performance.now();
      });
    });
  }

  const transitions = (page: Page) =>
    page.evaluate(
      () =>
        (
          window as Window & {
            transitions?: Array<{
              durations: number[];
              readyAt?: number;
              finishedAt?: number;
              focusAt?: number;
            }>;
          }
        ).transitions ?? [],
    );

  async function visitEachPage(page: Page) {
    const [home, privacy, terms] = PAGES;
    for (const { navLabel, heading, payload } of [privacy, terms, home]) {
      const link = page.getByRole("banner").getByRole("link", { name: navLabel, exact: true });
      await link.hover();
      await waitForArrival(page, [payload]);
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    }
  }

  test("fade for about 100 ms, and the navigation ends with them @timing", async ({ page }) => {
    await recordTransitions(page);
    await page.goto("/");
    await waitForHydration(page);
    await visitEachPage(page);
    const recorded = await transitions(page);
    expect(recorded).toHaveLength(3);
    for (const { durations, readyAt = Number.NaN, finishedAt = Number.NaN, focusAt } of recorded) {
      expect(durations.length).toBeGreaterThan(0);
      for (const duration of durations) {
        expect(duration).toBeGreaterThanOrEqual(80);
        expect(duration).toBeLessThanOrEqual(150);
      }
      // Measured in the page: the fade really runs its length, and focus comes after it.
      expect(finishedAt - readyAt).toBeGreaterThanOrEqual(80);
      expect(focusAt).toBeGreaterThanOrEqual(finishedAt);
    }
  });

  test("do not run at all with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordTransitions(page);
    await page.goto("/");
    await waitForHydration(page);
    await visitEachPage(page);
    expect(await transitions(page)).toEqual([]);
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
