import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./prefetch-policy.ts";

describe("prefetchAllowed", () => {
  it("allows prefetching on ordinary connections and where the API is missing", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
  });

  it("refuses when the visitor asked to save data", () => {
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it.each(["slow-2g", "2g"])("refuses on %s", (effectiveType) => {
    expect(prefetchAllowed({ effectiveType })).toBe(false);
  });
});
