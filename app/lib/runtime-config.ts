import { siteUrl } from "virtual:site-config";
import * as v from "valibot";
import { RUNTIME_CONFIG_ID } from "#contracts/page-ids.ts";
import { type RuntimeConfig, runtimeConfigSchema } from "#contracts/runtime-config.ts";

/** The configuration as the build made it: `BASE_URL`, the build id and `SITE_URL` (or the site configuration). */
export function buildTimeConfig(): RuntimeConfig {
  return {
    baseURL: import.meta.env.BASE_URL,
    buildId: __BUILD_ID__,
    siteUrl,
  };
}

let pageConfig: RuntimeConfig | undefined;
let problem: string | undefined;

/** Reads the page's `#app-config` once; an invalid one is remembered as a problem. */
function readPageConfig(): RuntimeConfig {
  if (pageConfig) return pageConfig;
  const element = document.getElementById(RUNTIME_CONFIG_ID);
  let json: unknown;
  try {
    json = JSON.parse(element?.textContent || "null");
  } catch {
    json = null;
  }
  const parsed = v.safeParse(runtimeConfigSchema, json);
  if (parsed.success) {
    pageConfig = parsed.output;
  } else {
    problem = `The page's #${RUNTIME_CONFIG_ID} is missing or invalid`;
    pageConfig = buildTimeConfig();
  }
  return pageConfig;
}

/**
 * The configuration this page was served with: read once from the page in the
 * browser (the Node server may have overridden it), the build's on the server.
 * A page whose configuration cannot be read falls back to the build's, so that
 * the error page can still be shown (see `runtimeConfigProblem`).
 */
export function runtimeConfig(): RuntimeConfig {
  return typeof document === "undefined" ? buildTimeConfig() : readPageConfig();
}

/** Why the page's configuration could not be used, in the browser; undefined when it is sound. */
export function runtimeConfigProblem(): string | undefined {
  if (typeof document !== "undefined") readPageConfig();
  return problem;
}
