import { IMAGE_PRELOADS_ID } from "#contracts/page-ids.ts";
import { inlineScript } from "~/lib/inline-script.ts";
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  type ColorModePreference,
  DARK_MEDIA_QUERY,
  THEME_COLORS,
} from "./preference.ts";

/** The attribute on `<html>` that carries a page's forced colour mode. */
export const FORCED_COLOR_MODE_ATTRIBUTE = "data-forced-color-mode";

/** The name of the switch's radio buttons. */
export const COLOR_MODE_INPUT_NAME = "color-mode";

/** Where the script puts the store on `window`, for the app to subscribe to. */
export const COLOR_MODE_STORE = "colorModeStore";

/** The colour mode as the script inside the page owns it: the app reads and changes it here. */
export interface ColorModeStore {
  /** What the visitor chose. */
  preference(): ColorModePreference;
  /** Shows, stores and announces a choice (a choice already made changes nothing). */
  choose(preference: string | null): void;
  /** Shows a page's forced mode, or none: a navigation changed the page. */
  force(mode: ColorMode | undefined): void;
  /** Calls `listener` after every change of the preference or of the mode shown. */
  subscribe(listener: () => void): () => void;
}

export interface PrePaintSettings {
  storageKey: string;
  preloadsId: string;
  forcedAttribute: string;
  darkQuery: string;
  themeColors: Readonly<Record<ColorMode, string>>;
  inputName: string;
  storeName: string;
}

/**
 * Runs in `<head>` before the first paint, and owns the colour mode from then on. It sets the
 * `dark` or `light` class and `color-scheme` on `<html>`, and puts a theme colour first in
 * `<head>` (ahead of the media-query ones, which it leaves as React rendered them), so that no
 * page ever flashes in the wrong mode. A forced mode wins, then a stored `light` or `dark`, then
 * the system. When the page names its main image per mode (`#image-preloads`, written before
 * this script), it preloads the one for the mode: only that variant is ever downloaded.
 *
 * It runs the colour-mode switch whether or not the app's script ever arrives: the radio of the
 * stored choice is checked once the document is parsed, a choice is shown and stored at once
 * (kept for the page where storage refuses it; the storage event tells the other tabs), and a
 * choice made in another tab, or a change of the system's mode, is shown. The app subscribes to
 * the store it leaves on `window` (`ColorModeStore`) instead of doing any of this again.
 *
 * It runs before any module, so it stands alone (see `inlineScript`), and it never throws.
 */
export function applyColorModeBeforePaint(settings: PrePaintSettings) {
  const root = document.documentElement;
  const asPreference = (value: string | null | undefined) =>
    value === "light" || value === "dark" ? value : "system";
  let preference: string;
  try {
    preference = asPreference(localStorage.getItem(settings.storageKey));
  } catch {
    // Storage disabled or denied: the system decides.
    preference = "system";
  }
  const listeners = new Set<() => void>();
  const asMode = (value: string | null | undefined) =>
    value === "light" || value === "dark" ? value : undefined;
  // The page's own mode, as the server wrote it on `<html>`; the app tells of a new page's.
  let forced = asMode(root.getAttribute(settings.forcedAttribute));
  const systemDark = () => Boolean(window.matchMedia?.(settings.darkQuery).matches);
  const themeColor = document.createElement("meta");
  themeColor.name = "theme-color";
  const show = () => {
    const mode = (forced ??
      (preference === "system" ? (systemDark() ? "dark" : "light") : preference)) as ColorMode;
    root.classList.remove("light", "dark");
    root.classList.add(mode);
    root.style.colorScheme = mode;
    themeColor.content = settings.themeColors[mode];
    for (const listener of listeners) listener();
    return mode;
  };
  const mode = show();
  document.head.prepend(themeColor);

  const preloads = document.getElementById(settings.preloadsId);
  if (preloads) {
    try {
      const image = JSON.parse(preloads.textContent ?? "")[mode];
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.type = image.type;
      link.imageSrcset = image.srcset;
      link.imageSizes = image.sizes;
      link.fetchPriority = "high";
      document.head.append(link);
    } catch {
      // A malformed block: the shown image still loads when it is laid out.
    }
  }

  // A forced page's switch shows the page's mode, as the server wrote it.
  const checkChoice = () => {
    if (forced) return;
    const radio = document.querySelector<HTMLInputElement>(
      `input[name="${settings.inputName}"][value="${preference}"]`,
    );
    if (radio) radio.checked = true;
  };
  const choose = (value: string | null, store: boolean) => {
    const next = asPreference(value);
    if (next === preference) return;
    preference = next;
    show();
    checkChoice();
    try {
      if (store && localStorage.getItem(settings.storageKey) !== next) {
        localStorage.setItem(settings.storageKey, next);
      }
    } catch {
      // Not remembered; it still applies to this page.
    }
  };
  document.addEventListener("readystatechange", checkChoice, { once: true });
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.name === settings.inputName) choose(input.value, true);
  });
  window.addEventListener("storage", (event) => {
    // `key` is null when another tab cleared the storage.
    if (event.key === null || event.key === settings.storageKey) choose(event.newValue, false);
  });
  window.matchMedia?.(settings.darkQuery).addEventListener?.("change", show);
  const store: ColorModeStore = {
    preference: () => preference as ColorModePreference,
    choose: (value) => choose(value, true),
    force: (mode) => {
      forced = asMode(mode);
      show();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  (window as unknown as Record<string, ColorModeStore>)[settings.storeName] = store;
}

/** The store the script inside the page left on `window`, for the app (absent on the server). */
export const colorModeStore = (): ColorModeStore | undefined =>
  typeof window === "undefined"
    ? undefined
    : (window as unknown as Partial<Record<string, ColorModeStore>>)[COLOR_MODE_STORE];

/** The pre-paint script as the page carries it. */
export const PRE_PAINT_SCRIPT = /* @__PURE__ */ inlineScript(applyColorModeBeforePaint, {
  storageKey: COLOR_MODE_STORAGE_KEY,
  preloadsId: IMAGE_PRELOADS_ID,
  forcedAttribute: FORCED_COLOR_MODE_ATTRIBUTE,
  darkQuery: DARK_MEDIA_QUERY,
  themeColors: THEME_COLORS,
  inputName: COLOR_MODE_INPUT_NAME,
  storeName: COLOR_MODE_STORE,
});
