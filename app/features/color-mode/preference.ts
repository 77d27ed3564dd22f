/** The mode the interface is shown in. */
export type ColorMode = "light" | "dark";
/** What the visitor chose; `system` follows the operating system's setting. */
export type ColorModePreference = ColorMode | "system";

export const COLOR_MODE_STORAGE_KEY = "color-mode";
export const DEFAULT_PREFERENCE: ColorModePreference = "system";
export const DARK_MEDIA_QUERY = "(prefers-color-scheme: dark)";

/** The browser's bar colour in each mode: the page background. */
export const THEME_COLORS: Readonly<Record<ColorMode, string>> = {
  light: "#ffffff",
  dark: "#030712",
};
