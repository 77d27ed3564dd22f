import { expect, test } from "@playwright/test";
import { MODULE_SCRIPT_AFTER_PAINT_TYPE } from "../../contracts/module-script.ts";
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

// docs/decisions/013-scripts-after-the-first-paint.md and 014: nothing is preloaded, and the
// module script at the end of the body names every script of the first load, so that they
// are all requested at once, in one round trip, once the page has painted.
for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} asks for all its scripts at once, after its first paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, "a module preload in the page").not.toContain("modulepreload");
    expect(html, "a module script the parser would run").not.toContain('<script type="module"');
    const imports = staticImports(html);
    expect(imports.length, "static imports of the module script").toBeGreaterThanOrEqual(4);
    expect(html.search(MODULE_SCRIPT), "the module script's place").toBeGreaterThan(
      html.indexOf("</main>"),
    );

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
    // Every script was asked for after the first paint, on the page's own clock.
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts) };
    });
    expect(order.paint, "the first paint").toBeDefined();
    expect(order.firstScript, "the first script request").toBeGreaterThan(order.paint ?? 0);
  });
}

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
