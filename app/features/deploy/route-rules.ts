import { redirect } from "react-router";
import type { RouteRule } from "#contracts/build-manifest.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";
import { fetchRouteRules } from "./build-files.ts";

let rules: Record<string, RouteRule> | undefined;
let loading: Promise<Record<string, RouteRule> | undefined> | undefined;

/** Loads this build's route rules once; a failed attempt may be tried again later. */
export function loadRouteRules(): Promise<Record<string, RouteRule> | undefined> {
  loading ??= fetchRouteRules(runtimeConfig().buildId).then((loaded) => {
    rules = loaded;
    if (!loaded) loading = undefined;
    return loaded;
  });
  return loading;
}

/** The rules already loaded, without waiting for them. */
export function loadedRouteRules(): Record<string, RouteRule> | undefined {
  return rules;
}

/** The redirect the rules give for a URL, as a response to throw from a loader or middleware. */
export function routeRuleRedirect(
  url: URL,
  routeRules: Record<string, RouteRule> | undefined,
): Response | undefined {
  const { baseURL } = runtimeConfig();
  if (!routeRules || !url.pathname.startsWith(baseURL)) return undefined;
  const rule = routeRules[`/${url.pathname.slice(baseURL.length)}`]?.redirect;
  if (!rule) return undefined;
  // An app path (relative to the base path) stays a client-side navigation.
  const to = rule.to.startsWith("/") ? `${rule.to}${url.search}` : rule.to;
  return redirect(to, rule.statusCode);
}
