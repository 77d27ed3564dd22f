import { describe, expect, it } from "vitest";
import { localPath, pathInSite } from "./base-path.ts";

describe("localPath", () => {
  it.each([
    ["/PrivacyPolicy", "/PrivacyPolicy"],
    ["//evil.example", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["", "/"],
  ])("%s stays on the site as %s", (path, expected) => {
    expect(localPath(path)).toBe(expected);
  });
});

describe("pathInSite", () => {
  it("removes the base path", () => {
    expect(pathInSite("/legal/PrivacyPolicy", "/legal/")).toBe("/PrivacyPolicy");
    expect(pathInSite("/legal/", "/legal/")).toBe("/");
    expect(pathInSite("/TermsConditions", "/")).toBe("/TermsConditions");
  });
});
