import { useSyncExternalStore } from "react";
import { usePageContext } from "~/lib/page-context.ts";
import {
  type ColorMode,
  type ColorModePreference,
  DEFAULT_PREFERENCE,
  resolveColorMode,
} from "./preference.ts";
import { preferenceStore, systemDarkStore } from "./preference-store.ts";

/** The mode the current page forces through its front matter (`colorMode`), if any. */
export const useForcedColorMode = (): ColorMode | undefined => usePageContext()?.forcedColorMode;

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
