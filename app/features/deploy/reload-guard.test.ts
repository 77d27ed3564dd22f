import { describe, expect, it } from "vitest";
import { RELOAD_GUARD_MS } from "#contracts/spec-constants.ts";
import { createReloadGuard, RELOAD_GUARD_STORAGE_KEY } from "./reload-guard.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

function setup() {
  let time = 1_000_000;
  const storage = memoryStorage();
  const guard = createReloadGuard({ storage: () => storage, now: () => time });
  return {
    guard,
    storage,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("reload guard", () => {
  it("uses a 10 second window", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it("allows one reload per path per window", () => {
    const { guard, advance } = setup();
    expect(guard.allow("/PrivacyPolicy")).toBe(true);
    expect(guard.allow("/PrivacyPolicy")).toBe(false);
    advance(9_999);
    expect(guard.allow("/PrivacyPolicy")).toBe(false);
    advance(1);
    expect(guard.allow("/PrivacyPolicy")).toBe(true);
  });

  it("counts each path on its own", () => {
    const { guard } = setup();
    expect(guard.allow("/PrivacyPolicy")).toBe(true);
    expect(guard.allow("/TermsConditions")).toBe(true);
    expect(guard.allow("/TermsConditions")).toBe(false);
  });

  it("keeps its memory in the storage, forgetting expired entries", () => {
    const { guard, storage, advance } = setup();
    guard.allow("/a");
    advance(20_000);
    guard.allow("/b");
    expect(Object.keys(JSON.parse(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? "{}"))).toEqual([
      "/b",
    ]);
  });

  it("ignores entries that are not times", () => {
    const { guard, storage } = setup();
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ "/": "yesterday" }));
    expect(guard.allow("/")).toBe(true);
    expect(guard.allow("/")).toBe(false);
  });

  it("refuses every reload when the storage cannot be used", () => {
    const guard = createReloadGuard({
      storage: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(guard.allow("/")).toBe(false);
  });

  it("does not trust a time in the future", () => {
    const { guard, storage } = setup();
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ "/": 9_999_999_999 }));
    expect(guard.allow("/")).toBe(true);
  });

  it.each(["not json", '{"/PrivacyPolicy":', "[1,2]", "null", "42"])(
    "forgets a corrupt memory (%s) and guards again from scratch",
    (corrupt) => {
      const { guard, storage } = setup();
      storage.setItem(RELOAD_GUARD_STORAGE_KEY, corrupt);
      expect(guard.allow("/PrivacyPolicy")).toBe(true);
      expect(guard.allow("/PrivacyPolicy")).toBe(false);
    },
  );
});
