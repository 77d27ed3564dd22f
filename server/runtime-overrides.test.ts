import { describe, expect, it } from "vitest";
import { applyRuntimeOverrides } from "./runtime-overrides.ts";

const page = `<html><head><link rel="canonical" href="https://tally.example.com/PrivacyPolicy"/><meta property="og:url" content="https://tally.example.com/PrivacyPolicy"/><script type="application/json" id="app-config">{"baseURL":"/","buildId":"b1","siteUrl":"https://tally.example.com"}</script><script>boot()</script></head><body><a href="https://elsewhere.example/">x</a></body></html>`;

describe("applyRuntimeOverrides", () => {
  it("replaces the configuration and the site's own addresses", () => {
    const html = applyRuntimeOverrides(page, { siteUrl: "https://staging.example.org" });
    expect(html).toContain(
      '{"baseURL":"/","buildId":"b1","siteUrl":"https://staging.example.org"}',
    );
    expect(html).toContain('href="https://staging.example.org/PrivacyPolicy"');
    expect(html).toContain('content="https://staging.example.org/PrivacyPolicy"');
    expect(html).toContain('href="https://elsewhere.example/"');
    expect(html).toContain("<script>boot()</script>");
  });

  it("leaves the page alone without overrides", () => {
    expect(applyRuntimeOverrides(page, {})).toBe(page);
  });

  it("refuses an override that makes the configuration invalid", () => {
    expect(() => applyRuntimeOverrides(page, { siteUrl: "not a url" })).toThrow();
  });
});
