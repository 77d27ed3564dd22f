import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGES, waitForHydration } from "./support/site.ts";

const PATHS = [...PAGES.map((page) => page.path), "/no-such-page"];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const path of PATHS) {
      test(`${path} has no accessibility violations (WCAG 2.2 AA)`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(
          results.violations.map((violation) => ({
            id: violation.id,
            nodes: violation.nodes.map((node) => node.target.join(" ")),
          })),
        ).toEqual([]);
      });
    }
  });
}
