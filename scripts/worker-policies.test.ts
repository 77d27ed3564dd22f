import { describe, expect, it } from "vitest";
import { DEFAULT_POLICY } from "#contracts/http/security-headers.ts";
import { policyFor } from "./worker-policies.ts";

const policies = {
  pages: { "/": "home", "/PrivacyPolicy": "privacy", "/de": "german home" },
  notFound: "not found",
  languageNotFound: [{ folder: "de/", policy: "german not found" }],
};

describe("policyFor", () => {
  it("gives a page its own policy", () => {
    expect(policyFor(policies, "/", 200)).toBe("home");
    expect(policyFor(policies, "/PrivacyPolicy", 200)).toBe("privacy");
    expect(policyFor(policies, "/de", 200)).toBe("german home");
    expect(policyFor(policies, "/PrivacyPolicy", 304)).toBe("privacy");
  });

  it("gives a 404 the policy of its language's not-found page", () => {
    expect(policyFor(policies, "/nope", 404)).toBe("not found");
    expect(policyFor(policies, "/de/nope", 404)).toBe("german not found");
    expect(policyFor(policies, "/de", 404)).toBe("german not found");
    expect(policyFor(policies, "/dex", 404)).toBe("not found");
  });

  it("allows no inline code anywhere else", () => {
    expect(policyFor(policies, "/assets/app.js", 200)).toBe(DEFAULT_POLICY);
    expect(policyFor(policies, "/old", 301)).toBe(DEFAULT_POLICY);
  });
});
