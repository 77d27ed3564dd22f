import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.2 AA, every level of it, and axe's best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * What axe finds against WCAG 2.2 AA in the page as it is now (or in the part `include` selects):
 * each rule broken, with the elements that break it. Axe runs in the page itself: the site has no
 * frames from other origins, the one thing its default mode opens a blank page for, at twice the
 * time per check.
 */
export async function accessibilityViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}
