import { brotliCompressSync } from "node:zlib";
import { expect, type Request, test } from "@playwright/test";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import { needsNodeServer } from "../../harness/servers.ts";
import { PAGES, TRANSLATED_PAGES, waitForHydration } from "./support/site.ts";

/**
 * What a first visit to a page may download, compressed as served (Brotli), in
 * KiB: its JavaScript and its stylesheet (inside the page), and how many requests
 * it makes until it is hydrated (the document and its scripts). Set just above what
 * the site needs today: see docs/decisions/017-first-load.md, for the images 018, and for the
 * framework's chunk 019.
 */
// The script budget leaves 0.25 KiB for the build id, a random UUID in the entry chunk, whose
// Brotli size varies by up to about 70 bytes from one build to the next; the framework's chunk
// of its own costs 1.2 KiB on a first visit and saves 89 KiB after each deployment (019);
// languages (the switcher, the offer of the browser's language, messages with their values
// filled in) add 0.55 KiB of script and 0.08 KiB of CSS (decision record 020); the home page's
// store badges and latest release, and each page's links to its Markdown and feeds, add 0.35 KiB
// of script (decision record 028); the end of a long page's first screen 0.1 KiB (032); the
// settings only the server's render reads (the navigation table, redirects, the legal notice
// period) left out of the script save 0.25 KiB; the content's schemas, which only the build
// uses, left out of the script save 1.1 KiB; the Markdown's aligned table columns, task lists and
// footnotes shown as GitHub shows them add 0.08 KiB of CSS, and its alerts (`> [!NOTE]`) and
// `#####` headings 0.12 KiB.
const BUDGET_KIB = { js: 105.9, css: 7.7 };
const MAX_REQUESTS_BEFORE_HYDRATION = 8;

for (const path of [
  ...PAGES.map((page) => page.path),
  "/no-such-page",
  // Every language meets the default language's budgets.
  ...TRANSLATED_PAGES.map((page) => page.path),
  "/de/no-such-page",
]) {
  test(`${path} stays within its JavaScript and CSS budget`, async ({ page }) => {
    needsNodeServer(
      "the budget counts Brotli bytes, which Debian's nginx-light cannot send and wrangler dev does not choose",
    );
    // The page's own needs: links' prefetching (off with Save-Data) is left out.
    await emulateSaveData(page);
    const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
    const measure = (request: Request) => {
      sizes.push(
        request.sizes().then(({ responseBodySize }) => ({
          type: request.resourceType(),
          bytes: responseBodySize,
        })),
      );
    };
    page.on("requestfinished", measure);
    const scripts = new Set<string>();
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.add(sent.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await waitForHydration(page);
    // The page's later requests (its check for a new build) are not the first load's, and
    // asking for their sizes could outlast the page.
    page.off("requestfinished", measure);
    const finished = await Promise.all(sizes);
    // The document and the scripts it names (tests/e2e/first-paint.spec.ts).
    const beforeHydration = 1 + scripts.size;
    expect(beforeHydration, "requests before hydration").toBeGreaterThanOrEqual(5);
    expect(beforeHydration, "requests before hydration").toBeLessThanOrEqual(
      MAX_REQUESTS_BEFORE_HYDRATION,
    );
    const kib = (type: string) =>
      finished.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0) /
      1024;
    expect(kib("script"), "JavaScript").toBeGreaterThan(50);
    expect(kib("script"), "JavaScript").toBeLessThanOrEqual(BUDGET_KIB.js);
    // No stylesheet request competes with the first paint: the CSS is in the page. The one
    // file a long page links, where its first screen ends, holds no rules.
    expect(kib("stylesheet") * 1024, "CSS requests, bytes").toBeLessThanOrEqual(1);
    const css = await page
      .locator("head style")
      .evaluateAll((styles) => styles.map((style) => style.textContent ?? "").join(""));
    const cssKib = brotliCompressSync(css).length / 1024;
    expect(cssKib, "CSS").toBeGreaterThan(1);
    expect(cssKib, "CSS").toBeLessThanOrEqual(BUDGET_KIB.css);
  });
}

/**
 * The home page's images on a cold load, in KiB: about half of what the best-placed peer
 * (Astro) downloads at the same size (25 KB at 1350 px, 47 KB on a 412 px phone at 1.75×),
 * since only the shown colour variant is fetched, at the width the layout needs.
 */
for (const [device, viewport, deviceScaleFactor, budgetKib] of [
  ["a 1350 px screen", { width: 1350, height: 900 }, 1, 12.5],
  ["a 412 px phone at 1.75×", { width: 412, height: 900 }, 1.75, 23],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test("the home page's images stay within their budget", async ({ page }) => {
      const sizes: Array<Promise<number>> = [];
      const measure = (request: Request) => {
        if (request.resourceType() === "image") {
          sizes.push(request.sizes().then(({ responseBodySize }) => responseBodySize));
        }
      };
      page.on("requestfinished", measure);
      await page.goto("/", { waitUntil: "networkidle" });
      page.off("requestfinished", measure);
      const bytes = await Promise.all(sizes);
      expect(bytes).toHaveLength(1);
      const kib = (bytes[0] ?? 0) / 1024;
      expect(kib, "image KiB").toBeGreaterThan(4);
      expect(kib, "image KiB").toBeLessThanOrEqual(budgetKib);
    });
  });
}

test("a page's data carries the interface text it may show, not the build's or a version's", async ({
  request,
}) => {
  const buildOnly = "{title}, in force from {date}";
  const versionOnly = "The next version did not change the text.";
  for (const address of ["/PrivacyPolicy", "/PrivacyPolicy.data", "/_.data", "/no-such-page"]) {
    const text = await (await request.get(address)).text();
    expect(text, address).toContain("Page Not Found: {path}");
    expect(text, address).not.toContain(buildOnly);
    expect(text, address).not.toContain(versionOnly);
  }
  // An earlier version's page carries its own texts, in its document and its data.
  for (const address of ["/PrivacyPolicy/2026-05-01", "/PrivacyPolicy/2026-05-01.data"]) {
    const text = await (await request.get(address)).text();
    expect(text, address).toContain(versionOnly);
    expect(text, address).not.toContain(buildOnly);
  }
});
