import { isbot } from "isbot";

/** True in a browser driven by a search-engine crawler or another bot. */
export function isBotBrowser(): boolean {
  return typeof navigator !== "undefined" && isbot(navigator.userAgent);
}
