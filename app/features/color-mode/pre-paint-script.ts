import { inlineScript } from "~/lib/inline-script.ts";
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  DARK_MEDIA_QUERY,
  THEME_COLORS,
} from "./preference.ts";

/** The attribute on `<html>` that carries a page's forced colour mode. */
export const FORCED_COLOR_MODE_ATTRIBUTE = "data-forced-color-mode";

/**
 * The attribute on `<html>` that carries a choice made before the app took over, until it has:
 * the app adopts it even where storage refused it.
 */
export const COLOR_MODE_CHOICE_ATTRIBUTE = "data-color-mode-choice";

/** The id of the JSON data block naming, per colour mode, the image the page preloads. */
export const IMAGE_PRELOADS_ID = "image-preloads";

/** The name of the switch's radio buttons. */
export const COLOR_MODE_INPUT_NAME = "color-mode";

/** Dispatched on `document` once the app runs: the pre-paint script then stops handling the switch. */
export const COLOR_MODE_HANDOVER_EVENT = "color-mode-handover";

export interface PrePaintSettings {
  storageKey: string;
  preloadsId: string;
  forcedAttribute: string;
  choiceAttribute: string;
  darkQuery: string;
  themeColors: Readonly<Record<ColorMode, string>>;
  inputName: string;
  handoverEvent: string;
}

/**
 * Runs in `<head>` before the first paint: sets the `dark` or `light` class and
 * `color-scheme` on `<html>`, and puts a theme colour first in `<head>` (ahead of the
 * media-query ones, which it leaves as React rendered them), so that no page ever flashes in
 * the wrong mode. A forced mode wins, then a stored `light` or `dark`, then the system. When the
 * page names its main image per mode (`#image-preloads`, written before this script), it preloads
 * the one for the mode: only that variant is ever downloaded.
 *
 * Until the app has hydrated (or when its script never arrives), it also runs the colour-mode
 * switch: the radio of the stored choice is checked once the document is parsed, a choice is
 * shown and stored at once (the storage event tells the other tabs), and a choice made in
 * another tab, or a change of the system's mode, is shown. The app adopts that state (the choice
 * is on `<html>` too, for storage that refuses it) and takes over with `COLOR_MODE_HANDOVER_EVENT`.
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
  const forcedMode = () => {
    const forced = root.getAttribute(settings.forcedAttribute);
    return forced === "light" || forced === "dark" ? forced : undefined;
  };
  const systemDark = () => Boolean(window.matchMedia?.(settings.darkQuery).matches);
  const modeToShow = () =>
    forcedMode() ?? (preference === "system" ? (systemDark() ? "dark" : "light") : preference);
  const themeColor = document.createElement("meta");
  themeColor.name = "theme-color";
  const show = () => {
    const mode = modeToShow() as ColorMode;
    root.classList.remove("light", "dark");
    root.classList.add(mode);
    root.style.colorScheme = mode;
    themeColor.content = settings.themeColors[mode];
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

  const handover = new AbortController();
  const { signal } = handover;
  document.addEventListener(settings.handoverEvent, () => handover.abort(), { signal });
  signal.addEventListener("abort", () => root.removeAttribute(settings.choiceAttribute));
  const choose = (value: string | null) => {
    preference = asPreference(value);
    root.setAttribute(settings.choiceAttribute, preference);
    show();
  };
  // A forced page's switch shows the page's mode, as the server wrote it.
  const checkStoredChoice = () => {
    if (forcedMode()) return;
    const radio = document.querySelector<HTMLInputElement>(
      `input[name="${settings.inputName}"][value="${preference}"]`,
    );
    if (radio) radio.checked = true;
  };
  document.addEventListener("readystatechange", checkStoredChoice, { once: true, signal });
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (input?.name !== settings.inputName) return;
      choose(input.value);
      try {
        // The app may have stored it already, if it was hydrating as the click came.
        if (localStorage.getItem(settings.storageKey) !== preference) {
          localStorage.setItem(settings.storageKey, preference);
        }
      } catch {
        // Not remembered; it still applies to this page.
      }
    },
    { signal },
  );
  window.addEventListener(
    "storage",
    (event) => {
      if (event.key !== null && event.key !== settings.storageKey) return;
      choose(event.newValue);
      checkStoredChoice();
    },
    { signal },
  );
  window.matchMedia?.(settings.darkQuery).addEventListener?.("change", show, { signal });
}

/** The pre-paint script as the page carries it. */
export const PRE_PAINT_SCRIPT = /* @__PURE__ */ inlineScript(applyColorModeBeforePaint, {
  storageKey: COLOR_MODE_STORAGE_KEY,
  preloadsId: IMAGE_PRELOADS_ID,
  forcedAttribute: FORCED_COLOR_MODE_ATTRIBUTE,
  choiceAttribute: COLOR_MODE_CHOICE_ATTRIBUTE,
  darkQuery: DARK_MEDIA_QUERY,
  themeColors: THEME_COLORS,
  inputName: COLOR_MODE_INPUT_NAME,
  handoverEvent: COLOR_MODE_HANDOVER_EVENT,
});
