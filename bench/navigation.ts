import type { Browser, Page } from "@playwright/test";
import { clickTiming, emulateSaveData, startClickTiming } from "../harness/page-conditions.ts";
import { median } from "./median.ts";

const TARGETS = [
  { link: "Privacy", heading: "Privacy Policy" },
  { link: "Terms", heading: "Terms and Conditions" },
];

/** Milliseconds from pressing a link to focus on the new page's heading, measured in the page. */
async function clickToContent(page: Page, link: string, heading: string): Promise<number> {
  await startClickTiming(page);
  await page.getByRole("banner").getByRole("link", { name: link, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  return clickTiming(page);
}

/** One navigation from a freshly loaded home page, with or without prefetching first. */
async function navigation(browser: Browser, baseURL: string, run: number, prefetched: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Save-Data turns prefetching off: code and payload are fetched on the click.
  if (!prefetched) await emulateSaveData(page);
  await page.goto(`${baseURL}/`, { waitUntil: "networkidle" });
  const target = TARGETS[run % TARGETS.length] ?? { link: "Privacy", heading: "Privacy Policy" };
  if (prefetched) {
    await page.getByRole("banner").getByRole("link", { name: target.link, exact: true }).hover();
    await page.waitForLoadState("networkidle");
  }
  const time = await clickToContent(page, target.link, target.heading);
  await context.close();
  return time;
}

/** Median click-to-content times of prefetched and cold navigations. */
export async function measureNavigation(browser: Browser, baseURL: string, runs = 20) {
  const prefetched: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    prefetched.push(await navigation(browser, baseURL, run, true));
    cold.push(await navigation(browser, baseURL, run, false));
  }
  return { runs, prefetchedMs: median(prefetched), coldMs: median(cold) };
}
