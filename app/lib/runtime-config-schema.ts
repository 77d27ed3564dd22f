import * as z from "zod/mini";

/** The id of the `<script type="application/json">` that carries the configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = "app-config";

export const runtimeConfigSchema = z.object({
  /** The path the site is served under, such as `/` or `/legal/`. */
  baseURL: z.string().check(z.regex(/^\/(?:.*\/)?$/, "must start and end with /")),
  /** The id of the build that made this page. */
  buildId: z.string().check(z.minLength(1)),
  /** The site's public address, for canonical links. */
  siteUrl: z.url(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** The configuration as JSON that is safe inside a `<script>` element. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config).replace(/</g, "\\u003c");
}
