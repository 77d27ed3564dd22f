import { describe, expect, it } from "vitest";
import { ICON_URL_MAX_LENGTH } from "#contracts/spec-constants.ts";
import { iconSetUrl, splitIconNames } from "./icon-requests.ts";

const API = "https://api.simplesvg.com";
const names = Array.from({ length: 80 }, (_, index) => `a-rather-long-icon-name-${index}`);
// Built here by hand, so that the limits are checked against addresses the code did not make.
const apiUrl = (prefix: string, group: readonly string[]) =>
  `${API}/${prefix}.json?icons=${group.join(",")}`;

describe("iconSetUrl", () => {
  it("builds Iconify API addresses with plain commas", () => {
    expect(iconSetUrl("https://api.iconify.design", "mdi", ["home", "account"])).toBe(
      "https://api.iconify.design/mdi.json?icons=home,account",
    );
    expect(iconSetUrl("api/_icons/", "lucide", ["sun"])).toBe("api/_icons/lucide.json?icons=sun");
  });
});

describe("splitIconNames", () => {
  it("keeps every URL within 500 characters", () => {
    expect(ICON_URL_MAX_LENGTH).toBe(500);
    const groups = splitIconNames(names, (group) => apiUrl("mdi", group));
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(apiUrl("mdi", group).length).toBeLessThanOrEqual(500);
    }
    expect(groups.flat()).toEqual(names);
  });

  it("fills each request as far as it goes", () => {
    const groups = splitIconNames(names, (group) => apiUrl("mdi", group));
    for (const [index, group] of groups.entries()) {
      const next = groups[index + 1];
      if (next?.[0]) {
        expect(apiUrl("mdi", [...group, next[0]]).length).toBeGreaterThan(500);
      }
    }
  });

  it("keeps one request for a short list, and drops duplicates", () => {
    expect(splitIconNames(["sun", "moon", "sun"], (group) => apiUrl("x", group))).toEqual([
      ["sun", "moon"],
    ]);
  });

  it("limits the number of names per request", () => {
    const short = Array.from({ length: 250 }, (_, index) => `i${index}`);
    const groups = splitIconNames(short, (group) => group.join(","), 10_000, 100);
    expect(groups.map((group) => group.length)).toEqual([100, 100, 50]);
  });

  it("drops a name that no URL could carry", () => {
    const huge = "x".repeat(600);
    expect(splitIconNames([huge, "sun"], (group) => apiUrl("x", group))).toEqual([["sun"]]);
  });
});
