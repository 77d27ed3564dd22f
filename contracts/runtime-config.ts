import * as v from "valibot";
import { jsonInScript } from "./json-in-script.ts";

export const runtimeConfigSchema = v.object({
  /** The path the site is served under, such as `/` or `/legal/`. */
  baseURL: v.pipe(v.string(), v.regex(/^\/(?:.*\/)?$/, "must start and end with /")),
  /** The id of the build that made this page. */
  buildId: v.pipe(v.string(), v.minLength(1)),
  /** The site's public address, for canonical links. */
  siteUrl: v.pipe(v.string(), v.url()),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** The configuration as JSON that is safe inside a `<script>` element. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return jsonInScript(config);
}
