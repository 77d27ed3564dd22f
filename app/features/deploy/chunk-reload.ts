import { pendingNavigationHref } from "~/lib/router-internals.ts";
import { guardedReload } from "./reload-guard.ts";

/**
 * When a page's code fails to load during a navigation (a chunk deleted by a new
 * deployment), loads the page the visitor was going to as a new document: it asks
 * for the current build's code. React Router's route modules report this through
 * the same `vite:preloadError` event as Vite's preloads (see patches/). Code that
 * fails to load outside a navigation (the icon loader) is left to its caller, which
 * shows what it can without it. When the reload guard refuses, the event is left
 * alone and the error page shows, with a retry.
 */
export function reloadOnChunkError() {
  window.addEventListener("vite:preloadError", (event) => {
    const target = pendingNavigationHref();
    if (target && guardedReload(target)) event.preventDefault();
  });
}
