import { type ColorMode, THEME_COLORS } from "./preference.ts";

/**
 * Shows the interface in a mode: the same changes the pre-paint script makes.
 * The theme colour without a media query is the script's; it comes first, so it wins.
 */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  root.classList.remove(mode === "dark" ? "light" : "dark");
  root.classList.add(mode);
  root.style.colorScheme = mode;
  const themeColor = root.ownerDocument.querySelector('meta[name="theme-color"]:not([media])');
  themeColor?.setAttribute("content", THEME_COLORS[mode]);
}
