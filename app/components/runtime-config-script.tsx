import { RUNTIME_CONFIG_ID } from "#contracts/page-ids.ts";
import { serializeRuntimeConfig } from "#contracts/runtime-config.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";

/** Puts the runtime configuration into the page, as data (it is never executed). */
export function RuntimeConfigScript() {
  return (
    <script
      type="application/json"
      id={RUNTIME_CONFIG_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block
      dangerouslySetInnerHTML={{ __html: serializeRuntimeConfig(runtimeConfig()) }}
    />
  );
}
