import * as v from "valibot";
import { RUNTIME_CONFIG_ID } from "#contracts/page-ids.ts";
import {
  type RuntimeConfig,
  runtimeConfigSchema,
  serializeRuntimeConfig,
} from "#contracts/runtime-config.ts";

/** Runtime configuration values the server may replace at start, from its environment. */
export type RuntimeOverrides = Partial<Pick<RuntimeConfig, "siteUrl">>;

const CONFIG_SCRIPT = new RegExp(
  `(<script type="application/json" id="${RUNTIME_CONFIG_ID}">)([\\s\\S]*?)(</script>)`,
);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/** The runtime configuration a built page carries, if it has a valid one. */
export function pageRuntimeConfig(html: string): RuntimeConfig | undefined {
  const json = html.match(CONFIG_SCRIPT)?.[2];
  if (json === undefined) return undefined;
  try {
    const parsed = v.safeParse(runtimeConfigSchema, JSON.parse(json));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rewrites a built page for the overrides: its `#app-config` data, and the
 * canonical and social-card addresses that start with the old site URL.
 * Only data changes, never a script, so the page's script hashes still hold.
 */
export function applyRuntimeOverrides(html: string, overrides: RuntimeOverrides): string {
  const match = html.match(CONFIG_SCRIPT);
  if (!match || Object.keys(overrides).length === 0) return html;
  const current = v.parse(runtimeConfigSchema, JSON.parse(match[2] ?? "null"));
  const next = v.parse(runtimeConfigSchema, { ...current, ...overrides });
  let page = html.replace(
    CONFIG_SCRIPT,
    (_whole, open: string, _json: string, close: string) =>
      `${open}${serializeRuntimeConfig(next)}${close}`,
  );
  if (next.siteUrl !== current.siteUrl) {
    page = page.replaceAll(
      `="${escapeAttribute(current.siteUrl)}`,
      `="${escapeAttribute(next.siteUrl)}`,
    );
  }
  return page;
}
