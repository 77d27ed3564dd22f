import { useSyncExternalStore } from "react";
import { useMatches } from "react-router";
import {
  type ColorMode,
  type ColorModePreference,
  DEFAULT_PREFERENCE,
  isColorMode,
  resolveColorMode,
} from "./preference.ts";
import { preferenceStore, systemDarkStore } from "./preference-store.ts";

function forcedModeOf(data: unknown): ColorMode | undefined {
  if (typeof data !== "object" || data === null || !("frontMatter" in data)) return undefined;
  const { frontMatter } = data as { frontMatter: unknown };
  if (typeof frontMatter !== "object" || frontMatter === null) return undefined;
  const mode = (frontMatter as { colorMode?: unknown }).colorMode;
  return isColorMode(mode) ? mode : undefined;
}

/** The mode the current page forces through its front matter (`colorMode`), if any. */
export function useForcedColorMode(): ColorMode | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const forced = forcedModeOf(matches[index]?.loaderData);
    if (forced) return forced;
  }
  return undefined;
}

export interface ColorModeState {
  /** What the visitor chose (what the server assumes while the page hydrates: `system`). */
  preference: ColorModePreference;
  /** The mode the page is shown in. */
  mode: ColorMode;
  /** The page's own mode, when it sets one. */
  forced: ColorMode | undefined;
  setPreference: (preference: ColorModePreference) => void;
}

export function useColorMode(): ColorModeState {
  const preference = useSyncExternalStore(
    preferenceStore.subscribe,
    preferenceStore.get,
    () => DEFAULT_PREFERENCE,
  );
  const systemPrefersDark = useSyncExternalStore(
    systemDarkStore.subscribe,
    systemDarkStore.get,
    () => false,
  );
  const forced = useForcedColorMode();
  return {
    preference,
    mode: resolveColorMode(preference, systemPrefersDark, forced),
    forced,
    setPreference: preferenceStore.set,
  };
}
