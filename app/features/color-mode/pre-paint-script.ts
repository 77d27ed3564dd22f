import { inlineScript } from "~/lib/inline-script.ts";
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  DARK_MEDIA_QUERY,
  THEME_COLORS,
} from "./preference.ts";

/** The attribute on `<html>` that carries a page's forced colour mode. */
export const FORCED_COLOR_MODE_ATTRIBUTE = "data-forced-color-mode";

/** The id of the JSON data block naming, per colour mode, the image the page preloads. */
export const IMAGE_PRELOADS_ID = "image-preloads";

export interface PrePaintSettings {
  storageKey: string;
  preloadsId: string;
  forcedAttribute: string;
  darkQuery: string;
  themeColors: Readonly<Record<ColorMode, string>>;
}

/**
 * Runs in `<head>` before the first paint: sets the `dark` or `light` class and
 * `color-scheme` on `<html>`, and puts a theme colour first in `<head>` (ahead of the
 * media-query ones, which it leaves as React rendered them), so that no page ever flashes in
 * the wrong mode. A forced mode wins, then a stored `light` or `dark`, then the system. When the
 * page names its main image per mode (`#image-preloads`, written before this script), it preloads
 * the one for the mode: only that variant is ever downloaded. It runs before any module, so it
 * stands alone (see `inlineScript`), and it never throws.
 */
export function applyColorModeBeforePaint(settings: PrePaintSettings) {
  const root = document.documentElement;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(settings.storageKey);
  } catch {
    // Storage disabled or denied: the system decides.
  }
  const forced = root.getAttribute(settings.forcedAttribute);
  const mode =
    forced === "light" || forced === "dark"
      ? forced
      : stored === "light" || stored === "dark"
        ? stored
        : window.matchMedia?.(settings.darkQuery).matches
          ? "dark"
          : "light";
  root.classList.remove("light", "dark");
  root.classList.add(mode);
  root.style.colorScheme = mode;
  const themeColor = document.createElement("meta");
  themeColor.name = "theme-color";
  themeColor.content = settings.themeColors[mode];
  document.head.prepend(themeColor);
  const preloads = document.getElementById(settings.preloadsId);
  if (!preloads) return;
  try {
    const image = JSON.parse(preloads.textContent ?? "")[mode];
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "image";
    link.type = image.type;
    link.imageSrcset = image.srcset;
    link.imageSizes = image.sizes;
    link.fetchPriority = "high";
    document.head.append(link);
  } catch {
    // A malformed block: the shown image still loads when it is laid out.
  }
}

/** The pre-paint script as the page carries it. */
export const PRE_PAINT_SCRIPT = /* @__PURE__ */ inlineScript(applyColorModeBeforePaint, {
  storageKey: COLOR_MODE_STORAGE_KEY,
  preloadsId: IMAGE_PRELOADS_ID,
  forcedAttribute: FORCED_COLOR_MODE_ATTRIBUTE,
  darkQuery: DARK_MEDIA_QUERY,
  themeColors: THEME_COLORS,
});
