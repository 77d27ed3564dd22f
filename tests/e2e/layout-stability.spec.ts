import { expect, test } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { PAGES } from "./support/site.ts";

// Cumulative layout shift 0: nothing on screen moves while a page arrives in pieces, its images
// load and React hydrates it. A slow connection makes the browser paint the document before
// all of it is parsed, as a visitor's phone does.
for (const viewport of [
  { name: "a desktop", width: 1280, height: 800 },
  { name: "a phone", width: 412, height: 860 },
]) {
  for (const { path } of PAGES) {
    test(`${path} on ${viewport.name} over a slow connection shifts nothing while it loads`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 24 * 1024,
        uploadThroughput: 24 * 1024,
      });
      await page.goto(path, { waitUntil: "networkidle" });
      // The first paint came before the document was parsed to its end: it did arrive in pieces.
      const [paint, parsed] = await page.evaluate(() => [
        performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .domInteractive,
      ]);
      expect(paint).toBeLessThan(parsed ?? 0);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}
