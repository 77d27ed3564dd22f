import { describe, expect, it } from "vitest";
import { canonicalAddress } from "./canonical-address.ts";

describe("canonicalAddress", () => {
  it.each([
    ["/", "/"],
    ["/PrivacyPolicy", "/"],
    ["/assets/app.js", "/"],
    ["/legal/", "/legal/"],
    ["/legal/PrivacyPolicy", "/legal/"],
    ["/other/", "/legal/"],
    ["//other", "/legal/"],
    ["//", "/legal/"],
  ])("leaves %s alone under %s", (path, base) => {
    expect(canonicalAddress(path, base)).toBeUndefined();
  });

  it.each([
    ["/PrivacyPolicy/", "/", "/PrivacyPolicy"],
    ["/PrivacyPolicy//", "/", "/PrivacyPolicy"],
    ["/PrivacyPolicy/index.html", "/", "/PrivacyPolicy"],
    ["/index.html", "/", "/"],
    ["//", "/", "/"],
    ["//evil.example/", "/", "/evil.example"],
    ["//PrivacyPolicy", "/", "/PrivacyPolicy"],
    ["///de//PrivacyPolicy", "/", "/de/PrivacyPolicy"],
    ["/PrivacyPolicy//2026-05-01", "/", "/PrivacyPolicy/2026-05-01"],
    ["//index.html", "/", "/"],
    ["/a\rb/", "/", "/a%0Db"],
    ["/café/", "/", "/caf%C3%A9"],
    ["/legal", "/legal/", "/legal/"],
    ["/legal/index.html", "/legal/", "/legal/"],
    ["/legal/TermsConditions/", "/legal/", "/legal/TermsConditions"],
    ["//legal//TermsConditions", "/legal/", "/legal/TermsConditions"],
    ["/legal//", "/legal/", "/legal/"],
  ])("leads %s under %s to %s", (path, base, location) => {
    expect(canonicalAddress(path, base)).toBe(location);
  });
});
