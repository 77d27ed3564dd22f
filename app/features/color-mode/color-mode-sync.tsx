import { useLayoutEffect } from "react";
import { colorModeStore } from "./pre-paint-script.ts";
import { useColorMode } from "./use-color-mode.ts";

/** Tells the store inside the page of the shown page's forced mode, whenever a navigation changes it. */
export function ColorModeSync() {
  const { forced } = useColorMode();
  useLayoutEffect(() => {
    colorModeStore()?.force(forced);
  }, [forced]);
  return null;
}
