import type { Page } from "@playwright/test";

interface Shift {
  startTime: number;
  value: number;
  sources: string[];
}

/**
 * Records the layout shifts of the page from its start that count as cumulative layout shift
 * (not those within half a second of an input), each with the elements that moved.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as Window & { layoutShifts?: Shift[] }).layoutShifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.localName}.${node.getAttribute("class") ?? ""}`
            : String(node?.nodeName),
        );
        shifts.push({ startTime: entry.startTime, value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Every recorded shift, from the page's first byte on. */
export const everyLayoutShift = (page: Page) =>
  page.evaluate(() => (window as Window & { layoutShifts?: Shift[] }).layoutShifts ?? []);

/**
 * The recorded shifts, from the page's first byte on: while it is parsed, as images arrive and
 * switch, as it hydrates. One kind is left out: while the document is still being parsed, a
 * paragraph whose words arrive in two pieces may wrap its last line again (a word cut at the
 * piece's end moves to the next line). Only text moves then, inside a box that stays put; any
 * box that moves, at any time, counts.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts = (window as Window & { layoutShifts?: Shift[] }).layoutShifts ?? [];
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    const textRewrapping = ({ startTime, sources }: Shift) =>
      startTime < parsed && sources.length > 0 && sources.every((source) => source === "#text");
    return shifts.filter((shift) => !textRewrapping(shift));
  });
