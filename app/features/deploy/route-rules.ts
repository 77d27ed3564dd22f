import { redirect } from "react-router";
import type { BuildMeta, RouteRule } from "#contracts/build-manifest.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";
import { fetchBuildMeta } from "./build-files.ts";

let meta: BuildMeta | undefined;
let loading: Promise<BuildMeta | undefined> | undefined;

/**
 * Loads this build's meta file (its route rules and pages) once; a failed attempt may be tried
 * again later.
 */
export function loadBuildMeta(): Promise<BuildMeta | undefined> {
  loading ??= fetchBuildMeta(runtimeConfig().buildId).then((loaded) => {
    meta = loaded;
    if (!loaded) loading = undefined;
    return loaded;
  });
  return loading;
}

/** This build's meta file if already loaded, without waiting for it. */
export function loadedBuildMeta(): BuildMeta | undefined {
  return meta;
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
