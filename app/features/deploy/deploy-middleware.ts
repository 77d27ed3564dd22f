import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { isOutdated } from "./deploy-watch.ts";
import { guardedReload } from "./reload-guard.ts";
import { loadedBuildMeta, routeRuleRedirect } from "./route-rules.ts";

/**
 * Runs before every navigation in the browser: applies the build's redirects
 * without asking a server, and once a newer build is deployed turns the
 * navigation into a full page load of its target, which gets the new build.
 */
export const deployMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  const url = new URL(request.url);
  const redirect = routeRuleRedirect(url, loadedBuildMeta()?.routeRules);
  if (redirect) throw redirect;
  if (isOutdated() && guardedReload(url.href)) {
    // The document is being replaced: leave the current page as it is meanwhile.
    return new Promise<never>(() => {});
  }
  return next();
};
