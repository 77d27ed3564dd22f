import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type * as Axe from "axe-core";

/** WCAG 2.2 AA, every level of it, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * What axe finds against WCAG 2.2 AA in the page as it is now (or in the elements the selectors of
 * `include` match): each rule broken, with the elements that break it. Axe is evaluated in the
 * page once, outside the page's Content-Security-Policy; the site has no frames.
 */
export async function accessibilityViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(include ? { include } : document, {
        runOnly: { type: "tag", values: tags },
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { include, tags: TAGS },
  );
}
