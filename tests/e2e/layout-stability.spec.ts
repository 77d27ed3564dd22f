import { chromium, expect, type Page, test } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "../../harness/chromium.ts";
import { documentHeldAt } from "./support/held-document.ts";
import { everyLayoutShift, layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { elementsMovedByLaterMarkup } from "./support/partial-document.ts";
import { PAGES, waitForHydration } from "./support/site.ts";

// Cumulative layout shift 0: nothing on screen moves while a page arrives in pieces, its images
// load and React hydrates it. A slow connection makes the browser paint the document before all
// of it has arrived, as a visitor's phone does (on a busy machine it may parse it all first:
// then the test sees the images and hydration only).
const DESKTOP = { name: "a desktop", width: 1280, height: 800 };
const PHONE = { name: "a phone", width: 412, height: 860 };
const SLOW_CONNECTION = {
  offline: false,
  latency: 150,
  downloadThroughput: 24 * 1024,
  uploadThroughput: 24 * 1024,
};
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
// Pages shorter than a window: a footer pinned to the window's bottom moved up as its lines came.
const SHORT_PAGES = ["/no-such-page", "/invite/8Hq2-x"];

for (const viewport of [DESKTOP, PHONE]) {
  for (const path of [...PAGES.map((page) => page.path), ...SHORT_PAGES]) {
    test(`${path} on ${viewport.name} over a slow connection shifts nothing while it loads`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", SLOW_CONNECTION);
      const response = await page.goto(path, { waitUntil: "commit" });
      if (!response) throw new Error(`${path} gave no response`);
      await response.finished();
      // The document has arrived in pieces, and the images and scripts asked for meanwhile are
      // still on their way: they may come at full speed, after the pieces were painted.
      await cdp.send("Network.emulateNetworkConditions", NO_THROTTLING);
      await page.waitForLoadState("networkidle");
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
}

// Where the network cuts the document depends on the bytes (a new build's file names move the
// cuts), so the test above meets only some of them. Every cut before an element or inside a text
// of the header, the main content and the footer, laid out in the browser: what is drawn stays
// where the whole page puts it.
for (const viewport of [DESKTOP, { name: "a small tablet", width: 700, height: 900 }, PHONE]) {
  for (const path of [...PAGES.map((page) => page.path), "/de", ...SHORT_PAGES]) {
    test(`${path} on ${viewport.name}: nothing moves wherever the network cuts the document`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      for (const part of ["body > header", "main", "body > footer"]) {
        expect(await elementsMovedByLaterMarkup(page, part), part).toEqual([]);
      }
    });
  }
}

// A space between two parts of a line (a link and the date beside it) that arrives as a text of
// its own, the network cutting the document right after it, was drawn at its line's top and then
// where the rest of the line put it: Chromium counted that as a shift. Every such cut in the
// markup, each page sent in two pieces and painted in between; no shift counts as text
// rewrapping here, since no word is cut.
const SPACE_AFTER_TAG = />\s+/g;
const NODES_IN_BODY = "count(/html/body//node())";
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
for (const viewport of [DESKTOP, PHONE]) {
  for (const path of [...PAGES.map((page) => page.path), "/de"]) {
    test(`${path} on ${viewport.name}: nothing moves when the network cuts the document after a space`, async ({
      page,
      request,
      baseURL,
    }) => {
      const markup = await (await request.get(path)).text();
      const body = markup.slice(
        markup.indexOf("<body"),
        markup.indexOf("<script", markup.indexOf("<body")),
      );
      const cuts = [...body.matchAll(SPACE_AFTER_TAG)].map(
        (match) => markup.indexOf("<body") + match.index + match[0].length,
      );
      expect(cuts.length).toBeGreaterThan(0);
      // Each cut loads the page again: 0.2–1 s, four browsers sharing two cores.
      test.setTimeout(30_000 + cuts.length * 3_000);
      await page.setViewportSize(viewport);
      // How many nodes the body holds once each first piece has been parsed.
      const nodesArrived = await page.evaluate(
        ([pieces, nodesInBody]) =>
          pieces.map((piece) => {
            const parsed = new DOMParser().parseFromString(piece, "text/html");
            return parsed.evaluate(nodesInBody, parsed, null, XPathResult.NUMBER_TYPE).numberValue;
          }),
        [cuts.map((cut) => markup.slice(0, cut)), NODES_IN_BODY] as const,
      );
      await recordLayoutShifts(page);
      const moved: Array<{ cutAfter: string; sources: string[] }> = [];
      for (const [index, cut] of cuts.entries()) {
        const held = await documentHeldAt(baseURL ?? "", path, cut);
        try {
          await page.goto(held.url, { waitUntil: "commit" });
          // The first piece parsed and painted: all its nodes are in the page, then two frames.
          await page.waitForFunction(
            ([arrived, nodesInBody]) =>
              document.evaluate(nodesInBody, document, null, XPathResult.NUMBER_TYPE).numberValue >=
              arrived,
            [nodesArrived[index] ?? 0, NODES_IN_BODY] as const,
          );
          await twoFrames(page);
          held.release();
          await page.waitForFunction(() => document.readyState !== "loading");
          await twoFrames(page);
          for (const shift of await everyLayoutShift(page)) {
            moved.push({ cutAfter: markup.slice(cut - 40, cut), sources: shift.sources });
          }
        } finally {
          await held.close();
        }
      }
      expect(moved).toEqual([]);
    });
  }
}

// Playwright hides scrollbars; a visitor's desktop browser may draw them beside the page, where a
// page that grows taller than the window as it arrives would have its content move aside.
test("with the scrollbars a desktop browser draws, a page keeps their room whether or not it scrolls", async ({
  baseURL,
}) => {
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const widths: Record<string, number> = {};
    for (const height of [400, 3000]) {
      await page.setViewportSize({ width: 1280, height });
      await page.goto("/no-such-page");
      const { scrolls, width } = await page.evaluate(() => ({
        scrolls: document.documentElement.scrollHeight > window.innerHeight,
        width: document.querySelector("main")?.getBoundingClientRect().width ?? 0,
      }));
      widths[scrolls ? "scrolls" : "fits"] = width;
    }
    expect(Object.keys(widths).sort()).toEqual(["fits", "scrolls"]);
    expect(widths.fits).toBeLessThan(1280);
    expect(widths.fits).toBe(widths.scrolls);
  } finally {
    await browser.close();
  }
});

test.describe("the checks see a layout shift when there is one", () => {
  test("a box that moves with no input counts, named by its element", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const moved = await page.evaluate(() => {
      const first = document.querySelector("main > *");
      if (!first) throw new Error("No content in main");
      const pushDown = document.createElement("div");
      pushDown.style.height = "200px";
      first.before(pushDown);
      return `${first.localName}.${first.getAttribute("class") ?? ""}`;
    });
    await expect
      .poll(async () => (await layoutShifts(page)).flatMap((shift) => shift.sources))
      .toContain(moved);
  });

  test("an element pushed aside by markup arriving after it counts, with the cut", async ({
    page,
  }) => {
    await page.goto("/");
    // After hydration, which would take an element React did not render out again.
    await waitForHydration(page);
    await page.evaluate(() => {
      const row = document.createElement("div");
      row.style.cssText = "display: flex; justify-content: center";
      row.innerHTML = '<span id="first">first</span><span id="second">second</span>';
      document.querySelector("header")?.append(row);
    });
    const moved = await elementsMovedByLaterMarkup(page, "header");
    expect(moved.map(({ cutBefore, element }) => ({ cutBefore, element }))).toEqual([
      { cutBefore: "f|irst", element: '<span id="first">f</span>' },
      { cutBefore: '<span id="second">second</span>', element: '<span id="first">first</span>' },
      { cutBefore: "s|econd", element: '<span id="first">first</span>' },
      { cutBefore: "s|econd", element: '<span id="second">s</span>' },
    ]);
  });

  test("a box that wraps to the next row once all its text has arrived counts", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const row = document.createElement("p");
      row.style.cssText = "display: flex; flex-wrap: wrap; width: 12rem";
      // Styles set through the DOM: the page's policy refuses `style` attributes in markup.
      row.innerHTML = '<span>Updated</span><a href="/">Follow changes</a>';
      row.querySelector("span")?.style.setProperty("width", "9rem");
      document.querySelector("main")?.prepend(row);
    });
    const moved = await elementsMovedByLaterMarkup(page, "main");
    expect(moved.map(({ cutBefore, element }) => ({ cutBefore, element }))).toEqual([
      { cutBefore: "F|ollow changes", element: '<a href="/">F</a>' },
    ]);
  });
});
