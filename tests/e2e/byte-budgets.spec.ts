import { expect, test } from "@playwright/test";
import { emulateSaveData } from "./support/page-conditions.ts";
import { needsNodeServer } from "./support/servers.ts";
import { PAGES } from "./support/site.ts";

/**
 * What a first visit to a page may download, compressed as served (Brotli), in
 * KiB: its JavaScript and its stylesheet. Set just above what the site needs today: see
 * docs/decisions/008-byte-budgets-and-quality-gates.md.
 */
const BUDGET_KIB = { js: 112, css: 8 };

for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} stays within its JavaScript and CSS budget`, async ({ page }) => {
    needsNodeServer("the budget counts Brotli bytes, which Debian's nginx-light cannot send");
    // The page's own needs: links' prefetching (off with Save-Data) is left out.
    await emulateSaveData(page);
    const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
    page.on("requestfinished", (request) => {
      sizes.push(
        request.sizes().then(({ responseBodySize }) => ({
          type: request.resourceType(),
          bytes: responseBodySize,
        })),
      );
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const loaded = await Promise.all(sizes);
    const kib = (type: string) =>
      loaded.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0) /
      1024;
    expect(kib("script"), "JavaScript").toBeGreaterThan(50);
    expect(kib("script"), "JavaScript").toBeLessThanOrEqual(BUDGET_KIB.js);
    expect(kib("stylesheet"), "CSS").toBeGreaterThan(1);
    expect(kib("stylesheet"), "CSS").toBeLessThanOrEqual(BUDGET_KIB.css);
  });
}
