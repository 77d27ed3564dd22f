import { useLayoutEffect } from "react";
import { colorModeStore } from "./pre-paint-script.ts";
import { useColorMode } from "./use-color-mode.ts";

/**
 * Shows the mode again when a navigation changes the page's forced mode: React has just written
 * it on `<html>`, and the store inside the page decides what that means.
 */
export function ColorModeSync() {
  const { forced } = useColorMode();
  useLayoutEffect(() => {
    colorModeStore()?.show();
  }, [forced]);
  return null;
}
