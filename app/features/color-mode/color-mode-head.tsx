import { PRE_PAINT_SCRIPT } from "./pre-paint-script.ts";
import { DARK_MEDIA_QUERY, THEME_COLORS } from "./preference.ts";

/**
 * The theme colours for visitors without JavaScript (through media queries) and
 * the pre-paint script, in `<head>`.
 */
export function ColorModeHead() {
  return (
    <>
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
