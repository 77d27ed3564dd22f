import { expect, test } from "@playwright/test";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import { PAGES } from "./support/site.ts";

/** The static imports of the page's module script: the scripts of its first load. */
function staticImports(html: string): string[] {
  const script = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return [...script.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? "");
}

// docs/decisions/013-scripts-after-the-first-paint.md: nothing is preloaded from <head>,
// and the module script at the end of the body names every script of the first load,
// so that they are all requested at once, in one round trip.
for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} asks for all its scripts at once, after the page's own content`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, "a module preload in the page").not.toContain("modulepreload");
    const imports = staticImports(html);
    expect(imports.length, "static imports of the module script").toBeGreaterThanOrEqual(4);
    expect(html.indexOf('<script type="module"'), "the module script's place").toBeGreaterThan(
      html.indexOf("</main>"),
    );

    // Prefetching (off with Save-Data) would add the next pages' scripts.
    await emulateSaveData(page);
    const requested: string[] = [];
    let loaded = false;
    page.on("load", () => {
      loaded = true;
    });
    page.on("request", (sent) => {
      if (!loaded && sent.resourceType() === "script") requested.push(new URL(sent.url()).pathname);
    });
    await page.goto(path, { waitUntil: "load" });
    // The root's first commit marks the page hydrated.
    await page.waitForFunction(() => performance.getEntriesByName("hydrated", "mark").length > 0);
    expect(requested.toSorted(), "scripts requested before load").toEqual(
      [...new Set(imports)].toSorted(),
    );
  });
}

test("the entry chunk asks V8 to compile all its functions while it downloads", async ({
  request,
}) => {
  const entry = staticImports(await (await request.get("/")).text()).find((path) =>
    /\/entry\.client-[^/]+\.js$/.test(path),
  );
  expect(entry, "the entry chunk among the first load's scripts").toBeDefined();
  const source = await (await request.get(entry ?? "")).text();
  expect(source.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
});
