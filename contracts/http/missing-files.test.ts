import { describe, expect, it } from "vitest";
import { isBuildFilePath } from "./missing-files.ts";

describe("isBuildFilePath", () => {
  it.each([
    ["/assets/entry-Ab12.js", true],
    ["/_app/builds/meta/x.json", true],
    ["/_app/builds/latest.json", true],
    ["/assets", false],
    ["/assetsX/a.js", false],
    ["/PrivacyPolicy", false],
    ["/", false],
  ])("%s: %s", (path, expected) => {
    expect(isBuildFilePath(path)).toBe(expected);
  });
});
