import { jsonInScript } from "#contracts/json-in-script.ts";
import { IMAGE_PRELOADS_ID } from "#contracts/page-ids.ts";
import type { ImagePreloads } from "#contracts/picture.ts";
import { PRE_PAINT_SCRIPT } from "./pre-paint-script.ts";
import { DARK_MEDIA_QUERY, THEME_COLORS } from "./preference.ts";

/**
 * The theme colours for visitors without JavaScript (through media queries) and
 * the pre-paint script, in `<head>`, after the page's main image per mode when it has one.
 */
export function ColorModeHead({ imagePreloads }: { imagePreloads?: ImagePreloads | undefined }) {
  return (
    <>
      {imagePreloads && (
        <script
          type="application/json"
          id={IMAGE_PRELOADS_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element
          dangerouslySetInnerHTML={{ __html: jsonInScript(imagePreloads) }}
        />
      )}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media={DARK_MEDIA_QUERY} content={THEME_COLORS.dark} />
      {/* Only the prerendered page carries its text: it has run before React starts. */}
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PRE_PAINT_SCRIPT : "" }}
      />
    </>
  );
}
