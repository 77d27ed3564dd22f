import { isbotNaive } from "isbot";

/**
 * True in a browser driven by a search-engine crawler or another bot. The short
 * pattern (bot, crawl, spider, search…) catches the crawlers that matter here
 * at a fraction of the full list's bytes, which every visitor would download.
 */
export function isBotBrowser(): boolean {
  return typeof navigator !== "undefined" && isbotNaive(navigator.userAgent);
}
