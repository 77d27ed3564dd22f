import site from "virtual:site-config";
import * as v from "valibot";
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
  runtimeConfigSchema,
} from "./runtime-config-schema.ts";

/** The configuration as the build made it: `BASE_URL`, the build id and `SITE_URL` (or the site configuration). */
export function buildTimeConfig(): RuntimeConfig {
  return {
    baseURL: import.meta.env.BASE_URL,
    buildId: __BUILD_ID__,
    siteUrl: site.siteUrl,
  };
}

let pageConfig: RuntimeConfig | undefined;

/**
 * The configuration this page was served with: read once from the page in the
 * browser (the Node server may have overridden it), the build's on the server.
 */
export function runtimeConfig(): RuntimeConfig {
  if (typeof document === "undefined") return buildTimeConfig();
  if (!pageConfig) {
    const element = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
    let json: unknown;
    try {
      json = JSON.parse(element?.textContent || "null");
    } catch {
      json = null;
    }
    const parsed = v.safeParse(runtimeConfigSchema, json);
    if (!parsed.success) {
      throw new Error(`The page's #${RUNTIME_CONFIG_ELEMENT_ID} is missing or invalid`);
    }
    pageConfig = parsed.output;
  }
  return pageConfig;
}
