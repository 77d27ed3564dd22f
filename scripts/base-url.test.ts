import { describe, expect, it } from "vitest";
import { baseURL } from "./base-url.ts";

describe("baseURL", () => {
  it.each([
    [undefined, "/"],
    ["", "/"],
    ["/", "/"],
    ["/legal/", "/legal/"],
    ["legal", "/legal/"],
    ["/legal", "/legal/"],
    ["/a/b//", "/a/b/"],
  ])("reads BASE_URL=%s as %s", (value, expected) => {
    expect(baseURL({ BASE_URL: value })).toBe(expected);
  });

  it("refuses what is not a path", () => {
    expect(() => baseURL({ BASE_URL: "https://example.com/" })).toThrow(/BASE_URL/);
    expect(() => baseURL({ BASE_URL: "/with space/" })).toThrow(/BASE_URL/);
    expect(() => baseURL({ BASE_URL: "/a?b" })).toThrow(/BASE_URL/);
  });
});
