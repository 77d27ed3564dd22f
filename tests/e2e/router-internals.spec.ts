import { expect, test } from "@playwright/test";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import {
  loadedRouteIds,
  navigateInPage,
  routeCodeFiles,
  waitForRouterIdle,
} from "./support/router.ts";
import { waitForHydration } from "./support/site.ts";

// The browser half of the contract tests for React Router's private surfaces
// (app/lib/router-internals.ts): each failure names the surface that changed.

test("window.__reactRouterManifest lists each route's code", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const files = await routeCodeFiles(page, "page/TermsConditions");
  expect(files[0], "React Router's window.__reactRouterManifest changed").toMatch(
    /^\/assets\/.+\.js$/,
  );
});

test("window.__reactRouterRouteModules names the routes the page matched", async ({ page }) => {
  await page.goto("/PrivacyPolicy");
  await waitForHydration(page);
  expect(
    (await loadedRouteIds(page)).toSorted(),
    "React Router's window.__reactRouterRouteModules changed",
  ).toEqual(["page/PrivacyPolicy", "root"]);
});

test("React Router fetches a page's payload at the address the prefetcher builds", async ({
  browser,
}) => {
  // With prefetching on, the prefetcher's own address for the page...
  const prefetching = await browser.newPage();
  await prefetching.goto("/");
  await waitForHydration(prefetching);
  await prefetching.getByRole("banner").getByRole("link", { name: "Terms" }).hover();
  await expect
    .poll(() =>
      prefetching.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=prefetch]")]
          .map((link) => new URL(link.href).pathname + new URL(link.href).search)
          .filter((href) => href.includes(".data")),
      ),
    )
    .toContain("/TermsConditions.data");
  await prefetching.close();

  // ...is the address React Router itself asks for when nothing was prefetched.
  const page = await browser.newPage();
  await emulateSaveData(page);
  await page.goto("/");
  await waitForHydration(page);
  const payload = page.waitForRequest((request) => request.url().includes(".data"));
  await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
  const url = new URL((await payload).url());
  expect(url.pathname + url.search, "React Router's single-fetch payload address changed").toBe(
    "/TermsConditions.data",
  );
  await page.close();
});

test("client-side routes keep their letter case (patches/, docs/upstream/)", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await navigateInPage(page, "/privacypolicy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  await expect(page).toHaveURL("/privacypolicy");
});

test("window.__reactRouterDataRouter is idle once the loaders run on hydration have finished", async ({
  page,
}) => {
  await page.goto("/missing-page");
  await waitForRouterIdle(page);
  // The not-found route's client loader runs as the page hydrates; its data is the router's.
  const data = await page.evaluate(() => {
    const router = (
      window as Window & {
        __reactRouterDataRouter?: {
          state: { loaderData: Record<string, { statusMessage?: string }> };
        };
      }
    ).__reactRouterDataRouter;
    return router?.state.loaderData["routes/not-found"]?.statusMessage;
  });
  expect(data, "React Router's window.__reactRouterDataRouter changed").toBe(
    "Page Not Found: /missing-page",
  );
});
