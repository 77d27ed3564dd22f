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
      // Against the width the page is laid out in: the window's, less the scrollbar's room
      // where the browser keeps one.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.body.clientWidth,
      );
      if (overflow !== 0) overflowing.push(`${width} px: ${overflow} px too wide`);
    }
    expect(overflowing).toEqual([]);
  });
}

// WCAG 1.4.12 Text Spacing: a reader's style sheet that spaces the text out, with the spacing the
// criterion names, hides none of it. A user's style sheet is not the page's: the test's skips
// the page's Content-Security-Policy, as a browser does for a reader's own styles.
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

test.describe("with the text spaced out", () => {
  test.use({ bypassCSP: true, locale: "de-DE" });

  for (const path of [
    ...PAGES.map((page) => page.path),
    "/de/PrivacyPolicy",
    "/no-such-page",
    "/invite/8Hq2-x",
  ]) {
    test(`${path} cuts off no text, on a phone or a wide screen`, async ({ page }) => {
      const hidden: string[] = [];
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.addStyleTag({ content: TEXT_SPACING });
        const found = await page.evaluate(() => {
          const problems: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>("body *")) {
            const style = getComputedStyle(element);
            const clips = [style.overflowX, style.overflowY].some((overflow) =>
              ["hidden", "clip"].includes(overflow),
            );
            // A visually hidden text (`sr-only`) is one pixel square by design.
            const visible = element.clientWidth > 1 && element.clientHeight > 1;
            const cut =
              element.scrollWidth > element.clientWidth + 1 ||
              element.scrollHeight > element.clientHeight + 1;
            if (clips && visible && cut && element.textContent?.trim()) {
              problems.push(
                `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`,
              );
            }
          }
          const root = document.documentElement;
          if (root.scrollWidth > root.clientWidth) problems.push("the page scrolls sideways");
          return problems;
        });
        hidden.push(...found.map((problem) => `${width} px: ${problem}`));
      }
      expect(hidden).toEqual([]);
    });
  }
});
