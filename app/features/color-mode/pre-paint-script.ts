import { COLOR_MODE_STORAGE_KEY, DARK_MEDIA_QUERY, THEME_COLORS } from "./preference.ts";

/** The attribute on `<html>` that carries a page's forced colour mode. */
export const FORCED_COLOR_MODE_ATTRIBUTE = "data-forced-color-mode";

/**
 * Runs in `<head>` before the first paint: sets the `dark` or `light` class and
 * `color-scheme` on `<html>`, and puts a theme colour first in `<head>` (ahead of
 * the media-query ones, which it leaves as React rendered them), so that no page
 * ever flashes in the wrong mode. It must stand alone (it runs before any module) and never
 * throw. Its exact text is hashed into the Content-Security-Policy at build time.
 */
export const PRE_PAINT_SCRIPT = `(function(){var d=document.documentElement,p=null;try{p=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)})}catch(e){}var f=d.getAttribute(${JSON.stringify(
  FORCED_COLOR_MODE_ATTRIBUTE,
)}),m=f==="light"||f==="dark"?f:p==="light"||p==="dark"?p:window.matchMedia&&matchMedia(${JSON.stringify(
  DARK_MEDIA_QUERY,
)}).matches?"dark":"light";d.classList.remove("light","dark");d.classList.add(m);d.style.colorScheme=m;var t=document.createElement("meta");t.name="theme-color";t.content=m==="dark"?${JSON.stringify(
  THEME_COLORS.dark,
)}:${JSON.stringify(THEME_COLORS.light)};document.head.prepend(t)})()`;
