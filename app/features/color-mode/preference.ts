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

export function isColorMode(value: unknown): value is ColorMode {
  return value === "light" || value === "dark";
}

/** A stored value as a preference: anything missing or unknown means `system`. */
export function parsePreference(value: unknown): ColorModePreference {
  return isColorMode(value) || value === "system" ? value : DEFAULT_PREFERENCE;
}

/** The mode to show: a page's forced mode wins, then the preference, then the system. */
export function resolveColorMode(
  preference: ColorModePreference,
  systemPrefersDark: boolean,
  forced?: ColorMode,
): ColorMode {
  if (forced) return forced;
  if (preference !== "system") return preference;
  return systemPrefersDark ? "dark" : "light";
}

/** Reads the saved preference; storage that is disabled or throws means `system`. */
export function readStoredPreference(storage: () => Storage): ColorModePreference {
  try {
    return parsePreference(storage().getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return DEFAULT_PREFERENCE;
  }
}

/**
 * Saves the preference, unless it is stored already (the pre-paint script may have stored it
 * as the app hydrated); storage that refuses it (disabled, full) leaves it for this page only.
 */
export function writeStoredPreference(storage: () => Storage, preference: ColorModePreference) {
  try {
    if (storage().getItem(COLOR_MODE_STORAGE_KEY) === preference) return;
    storage().setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // The preference still applies to this page; it just is not remembered.
  }
}
