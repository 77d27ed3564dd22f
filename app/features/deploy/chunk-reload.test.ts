import { describe, expect, it } from "vitest";
import { isModuleLoadError } from "./chunk-reload.ts";

describe("isModuleLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://site/assets/page-Ab12.js",
    "error loading dynamically imported module: https://site/assets/page-Ab12.js",
    "Importing a module script failed.",
  ])("recognises %s", (message) => {
    expect(isModuleLoadError(new TypeError(message))).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isModuleLoadError(new TypeError("x is not a function"))).toBe(false);
    expect(isModuleLoadError(new Error("Failed to fetch dynamically imported module"))).toBe(false);
    expect(isModuleLoadError({ statusCode: 404, statusMessage: "Not Found" })).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });
});
