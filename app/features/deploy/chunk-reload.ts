import { useHref, useLocation } from "react-router";
import { guardedReload } from "./reload-guard.ts";

/**
 * The error a browser gives when a module cannot be downloaded: Chromium's "Failed to fetch
 * dynamically imported module", Firefox's "error loading dynamically imported module",
 * Safari's "Importing a module script failed".
 */
export function isModuleLoadError(error: unknown): error is TypeError {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

const decided = new WeakMap<object, boolean>();

/**
 * When a page's code failed to load during a navigation (a chunk deleted by a new
 * deployment), loads the page the visitor was going to as a new document, which asks for
 * the current build's code, once per path through the reload guard. Returns whether that
 * reload is under way; when the guard refuses, the error page shows, with a retry. Decided
 * once per error, however often the boundary renders.
 */
export function useReloadOnChunkError(error: unknown): boolean {
  // In an error boundary, the location is the navigation's target.
  const target = useHref(useLocation());
  if (!isModuleLoadError(error)) return false;
  let reloading = decided.get(error);
  if (reloading === undefined) {
    reloading = guardedReload(target);
    decided.set(error, reloading);
  }
  return reloading;
}
