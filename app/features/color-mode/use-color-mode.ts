import { useSyncExternalStore } from "react";
import { usePageContext } from "~/lib/page-context.ts";
import { colorModeStore } from "./pre-paint-script.ts";
import { type ColorMode, type ColorModePreference, DEFAULT_PREFERENCE } from "./preference.ts";

const subscribe = (listener: () => void) => colorModeStore()?.subscribe(listener) ?? (() => {});
const preference = () => colorModeStore()?.preference() ?? DEFAULT_PREFERENCE;

export interface ColorModeState {
  /** What the visitor chose (what the server assumes while the page hydrates: `system`). */
  preference: ColorModePreference;
  /** The page's own mode, when it sets one. */
  forced: ColorMode | undefined;
  choose: (preference: ColorModePreference) => void;
}

/** The colour mode as the page's store holds it, and the page's forced mode. */
export function useColorMode(): ColorModeState {
  return {
    preference: useSyncExternalStore(subscribe, preference, () => DEFAULT_PREFERENCE),
    forced: usePageContext()?.forcedColorMode,
    choose: (next) => colorModeStore()?.choose(next),
  };
}
