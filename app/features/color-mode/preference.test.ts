import { describe, expect, it } from "vitest";
import {
  COLOR_MODE_STORAGE_KEY,
  parsePreference,
  readStoredPreference,
  resolveColorMode,
  writeStoredPreference,
} from "./preference.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

const throwing = (): Storage => {
  throw new DOMException("denied", "SecurityError");
};

describe("parsePreference", () => {
  it("keeps the three known values", () => {
    expect(parsePreference("light")).toBe("light");
    expect(parsePreference("dark")).toBe("dark");
    expect(parsePreference("system")).toBe("system");
  });

  it.each([null, undefined, "", "Dark", "purple", 1, {}])("reads %s as system", (value) => {
    expect(parsePreference(value)).toBe("system");
  });
});

describe("resolveColorMode", () => {
  it("follows the system for the system preference", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
  });

  it("uses an explicit preference whatever the system says", () => {
    expect(resolveColorMode("light", true)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
  });

  it("lets a page's forced mode win over everything", () => {
    expect(resolveColorMode("light", false, "dark")).toBe("dark");
    expect(resolveColorMode("dark", true, "light")).toBe("light");
    expect(resolveColorMode("system", true, "light")).toBe("light");
  });
});

describe("stored preference", () => {
  it("is read under the color-mode key", () => {
    expect(COLOR_MODE_STORAGE_KEY).toBe("color-mode");
    const storage = memoryStorage({ "color-mode": "dark" });
    expect(readStoredPreference(() => storage)).toBe("dark");
  });

  it("is system when missing, unknown or unreadable", () => {
    expect(readStoredPreference(() => memoryStorage())).toBe("system");
    expect(readStoredPreference(() => memoryStorage({ "color-mode": "sepia" }))).toBe("system");
    expect(readStoredPreference(throwing)).toBe("system");
    const quota = memoryStorage();
    quota.getItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(readStoredPreference(() => quota)).toBe("system");
  });

  it("is written, and storage that refuses it throws nothing", () => {
    const storage = memoryStorage();
    writeStoredPreference(() => storage, "light");
    expect(storage.getItem("color-mode")).toBe("light");
    expect(() => writeStoredPreference(throwing, "dark")).not.toThrow();
  });

  it("is not written again when storage holds it already", () => {
    const storage = memoryStorage({ "color-mode": "dark" });
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push(`${key}=${value}`);
      setItem(key, value);
    };
    writeStoredPreference(() => storage, "dark");
    writeStoredPreference(() => storage, "light");
    expect(writes).toEqual(["color-mode=light"]);
  });
});
