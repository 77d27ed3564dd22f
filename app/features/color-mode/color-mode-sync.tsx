import { useEffect, useLayoutEffect } from "react";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { applyColorMode } from "./apply-color-mode.ts";
import { COLOR_MODE_HANDOVER_EVENT } from "./pre-paint-script.ts";
import { useColorMode } from "./use-color-mode.ts";

/**
 * Keeps `<html>` in the mode to show as the preference, the system setting or the
 * page change. Until hydration is over the pre-paint script's work stands: the
 * server's assumptions must not flash the page into the wrong mode. Once the app runs, it
 * tells the pre-paint script to stop running the switch.
 */
export function ColorModeSync() {
  const { mode } = useColorMode();
  const hydrated = useHydrated();
  useEffect(() => {
    document.dispatchEvent(new Event(COLOR_MODE_HANDOVER_EVENT));
  }, []);
  useLayoutEffect(() => {
    if (hydrated) applyColorMode(mode);
  }, [hydrated, mode]);
  return null;
}
