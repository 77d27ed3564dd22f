import { expect, test } from "@playwright/test";
import {
  FIRST_LOAD_SCRIPTS_ELEMENT_ID,
  LATE_FIRST_PAINT_MS,
  MODULE_SCRIPT_AFTER_PAINT_TYPE,
} from "../../contracts/module-script.ts";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import { PAGES } from "./support/site.ts";

const MODULE_SCRIPT = new RegExp(
  `<script type="${MODULE_SCRIPT_AFTER_PAINT_TYPE}"[^>]*>([\\s\\S]*?)</script>`,
);

/** The static imports of the page's module script: the scripts of its first load. */
function staticImports(html: string): string[] {
  const script = MODULE_SCRIPT.exec(html)?.[1] ?? "";
  return [...script.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? "");
}

/** The first load's scripts as listed in `<head>`, for the download of a page late to paint. */
function listedInHead(html: string): string[] {
  const list = new RegExp(
    `<script type="application/json" id="${FIRST_LOAD_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  expect(list, "the first load's scripts listed in the page").not.toBeNull();
  expect(html.indexOf(list?.[0] ?? ""), "the list's place").toBeLessThan(html.indexOf("</head>"));
  return JSON.parse(list?.[1] ?? "[]") as string[];
}

// docs/decisions/013-scripts-after-the-first-paint.md, 014 and 016: nothing is preloaded by
// the parser, and the module script at the end of the body names every script of the first
// load, so that they are all requested at once, in one round trip, once the page has painted
// (or, for a page late to paint, once it is late).
for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} asks for all its scripts at once, after its first paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, "a module preload the parser would fetch").not.toMatch(/<link[^>]*modulepreload/);
    expect(html, "a module script the parser would run").not.toContain('<script type="module"');
    const imports = staticImports(html);
    expect(imports.length, "static imports of the module script").toBeGreaterThanOrEqual(4);
    expect(html.search(MODULE_SCRIPT), "the module script's place").toBeGreaterThan(
      html.indexOf("</main>"),
    );
    expect(listedInHead(html), "the scripts listed in <head>").toEqual([...new Set(imports)]);

    // Prefetching (off with Save-Data) would add the next pages' scripts.
    await emulateSaveData(page);
    const requested: string[] = [];
    let hydrated = false;
    page.on("request", (sent) => {
      if (!hydrated && sent.resourceType() === "script")
        requested.push(new URL(sent.url()).pathname);
    });
    await page.goto(path);
    // The root's first commit marks the page hydrated.
    await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0);
    hydrated = true;
    expect(requested.toSorted(), "scripts requested before hydration").toEqual(
      [...new Set(imports)].toSorted(),
    );
    // Every script was asked for after the first paint or, on a machine too busy to paint
    // in time, once the page was late to paint; on the page's own clock.
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts) };
    });
    expect(order.paint, "the first paint").toBeDefined();
    expect(order.firstScript, "the first script request").toBeGreaterThanOrEqual(
      Math.min(order.paint ?? 0, LATE_FIRST_PAINT_MS),
    );
  });
}

test("a page late to paint downloads its scripts before it paints, and runs them after", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/PrivacyPolicy")).text();
  const scripts = listedInHead(html);
  // A slow network: the document's bytes arrive 400 ms after they were asked for.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await emulateSaveData(page);
  const requested: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") requested.push(new URL(sent.url()).pathname);
  });
  await page.goto("/PrivacyPolicy");
  await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0);
  const timeline = await page.evaluate(
    (listed) => ({
      preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      hydrated: performance.getEntriesByName("hydrated", "mark")[0]?.startTime ?? 0,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => listed.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }),
    scripts,
  );
  expect(timeline.preloads, "the scripts preloaded").toEqual(scripts);
  // Each is fetched once: the module script's imports take the preloaded modules.
  const fetches = scripts.map((script) => requested.filter((path) => path === script).length);
  expect(fetches, "requests for each script").toEqual(scripts.map(() => 1));
  expect(timeline.scripts.length, "the scripts' timings").toBe(scripts.length);
  expect(timeline.paint, "the first contentful paint").toBeGreaterThan(LATE_FIRST_PAINT_MS);
  expect(Math.max(...timeline.scripts), "the last script request").toBeLessThan(timeline.paint);
  expect(timeline.hydrated, "hydration").toBeGreaterThan(timeline.paint);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page opened in a background tab starts its scripts without waiting for a frame", async ({
  page,
}) => {
  // A hidden tab gets no animation frames and paints nothing: here neither ever comes.
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    window.requestAnimationFrame = () => 0;
    window.PerformanceObserver = class {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof PerformanceObserver;
  });
  await page.goto("/PrivacyPolicy");
  await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0);
});

test("the entry chunk asks V8 to compile its functions ahead of their first call", async ({
  request,
}) => {
  const entry = staticImports(await (await request.get("/")).text()).find((path) =>
    /\/entry\.client-[^/]+\.js$/.test(path),
  );
  expect(entry, "the entry chunk among the first load's scripts").toBeDefined();
  const source = await (await request.get(entry ?? "")).text();
  expect(source.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
  // React, its JSX runtime, React DOM and the scheduler: each wrapper is a function expression.
  const wrappers = source.match(/=\w+\(\(function\(\w+(?:,\w+)?\)\{/g) ?? [];
  expect(
    wrappers.length,
    "CommonJS wrappers V8 compiles ahead of their call",
  ).toBeGreaterThanOrEqual(5);
});
