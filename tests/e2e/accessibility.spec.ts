import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { LANGUAGES_URL } from "../../harness/servers.ts";
import { PAGES, TRANSLATED_PAGES, waitForHydration } from "./support/site.ts";

const PATHS = [
  ...PAGES.map((page) => page.path),
  "/no-such-page",
  ...TRANSLATED_PAGES.map((page) => page.path),
  "/de/no-such-page",
  // Right to left, and Japanese.
  `${LANGUAGES_URL}/ar/PrivacyPolicy`,
  `${LANGUAGES_URL}/ja/PrivacyPolicy/2026-01-01`,
];

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

    test.describe("with the offer of another language shown", () => {
      test.use({ locale: "de-DE" });

      test("the offer has no accessibility violations (WCAG 2.2 AA)", async ({ page }) => {
        await page.goto("/PrivacyPolicy");
        await waitForHydration(page);
        await expect(page.getByRole("complementary")).toBeVisible();
        const results = await new AxeBuilder({ page })
          .include("aside")
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        expect(results.violations.map((violation) => violation.id)).toEqual([]);
      });
    });
  });
}
