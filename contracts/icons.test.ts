import { describe, expect, it } from "vitest";
import { parseIconName } from "./icons.ts";

describe("parseIconName", () => {
  it.each([
    ["lucide:sun", { prefix: "lucide", name: "sun" }],
    ["mdi:home-outline", { prefix: "mdi", name: "home-outline" }],
    ["fa6-solid:0", { prefix: "fa6-solid", name: "0" }],
  ])("reads %s", (value, expected) => {
    expect(parseIconName(value)).toEqual(expected);
  });

  it.each([
    "sun",
    "lucide:",
    ":sun",
    "Lucide:sun",
    "lucide:Sun",
    "lucide:sun:moon",
    "lucide:sun_moon",
    "lucide:-sun",
    "lucide:sun-",
    "lucide:sun--moon",
    "../x:y",
    "lucide: sun",
  ])("refuses %s", (value) => {
    expect(parseIconName(value)).toBeUndefined();
  });
});
