import { COLOR_MODE_CHOICE_ATTRIBUTE } from "./pre-paint-script.ts";
import {
  COLOR_MODE_STORAGE_KEY,
  type ColorModePreference,
  DARK_MEDIA_QUERY,
  parsePreference,
  readStoredPreference,
  writeStoredPreference,
} from "./preference.ts";

// Reading `localStorage` itself throws where storage is disabled.
const storage = () => window.localStorage;
const listeners = new Set<() => void>();
// Kept in memory too, so that the choice holds for this page even when storage refuses it.
let preference: ColorModePreference | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // `key` is null when another tab cleared the storage.
  if (event.key !== null && event.key !== COLOR_MODE_STORAGE_KEY) return;
  preference = parsePreference(event.newValue);
  notify();
}

/** The visitor's saved preference, shared by every component and kept in step with other tabs. */
export const preferenceStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("storage", onStorage);
    };
  },
  get(): ColorModePreference {
    // A choice made before the app took over, which storage may have refused.
    const choiceOnPage = document.documentElement.getAttribute(COLOR_MODE_CHOICE_ATTRIBUTE);
    preference ??= choiceOnPage ? parsePreference(choiceOnPage) : readStoredPreference(storage);
    return preference;
  },
  set(next: ColorModePreference) {
    preference = next;
    writeStoredPreference(storage, next);
    notify();
  },
};

/** Whether the operating system asks for dark mode, followed live. */
export const systemDarkStore = {
  subscribe(listener: () => void) {
    const query = window.matchMedia(DARK_MEDIA_QUERY);
    query.addEventListener("change", listener);
    return () => query.removeEventListener("change", listener);
  },
  get: () => window.matchMedia(DARK_MEDIA_QUERY).matches,
};
