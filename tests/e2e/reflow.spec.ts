import { expect, test } from "@playwright/test";
import { PAGES } from "./support/site.ts";

// WCAG 1.4.10 Reflow: no page scrolls sideways at any width a visitor's screen may have.
// 320 px is WCAG's reflow width; 640 px, where the header becomes one row, is the tightest.
const REFLOW_WIDTHS = [320, 375, 412, 640, 660, 700, 768, 1024, 1280];
for (const path of [
  ...PAGES.map((page) => page.path),
  "/de",
  "/de/PrivacyPolicy",
  // The not-found page names the path: a long one with no place to break must still fit.
  `/${"x".repeat(150)}`,
]) {
  test(`${path.slice(0, 40)} fits every screen width without sideways scrolling`, async ({
    page,
  }) => {
    await page.goto(path);
    const overflowing: string[] = [];
    for (const width of REFLOW_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow !== 0) overflowing.push(`${width} px: ${overflow} px too wide`);
    }
    expect(overflowing).toEqual([]);
  });
}
