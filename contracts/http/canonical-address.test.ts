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
    ["/caf%C3%A9", "/"],
    ["/Privacy%50olicy", "/"],
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
    ["/a%0db/", "/", "/a%0Db"],
    ["/caf%c3%a9/", "/", "/caf%C3%A9"],
    ["/de%2FPrivacyPolicy", "/", "/de/PrivacyPolicy"],
    ["/%2fPrivacyPolicy%2F", "/", "/PrivacyPolicy"],
    ["/legal", "/legal/", "/legal/"],
    ["/legal/index.html", "/legal/", "/legal/"],
    ["/legal/TermsConditions/", "/legal/", "/legal/TermsConditions"],
    ["//legal//TermsConditions", "/legal/", "/legal/TermsConditions"],
    ["/legal//", "/legal/", "/legal/"],
    ["/legal%2F", "/legal/", "/legal/"],
    ["/legal%2FPrivacyPolicy", "/legal/", "/legal/PrivacyPolicy"],
  ])("leads %s under %s to %s", (path, base, location) => {
    expect(canonicalAddress(path, base)).toBe(location);
  });
});
