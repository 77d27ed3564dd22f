import { describe, expect, it } from "vitest";
import { canonicalHref, indexablePages, sitemap } from "./search-engine-files.ts";

const page = (canonical: string) =>
  `<html><head><link rel="canonical" href="${canonical}"/></head></html>`;

describe("indexablePages", () => {
  it("keeps the pages whose canonical address is their own, and leaves out the others", () => {
    const pages = [
      { path: "/", html: page("https://example.com/") },
      { path: "/PrivacyPolicy", html: page("https://example.com/PrivacyPolicy") },
      { path: "/PrivacyPolicy/2026-05-01", html: page("https://example.com/PrivacyPolicy") },
      { path: "/NoCanonical", html: "<html></html>" },
    ];
    expect(indexablePages("https://example.com", pages)).toEqual(["/", "/PrivacyPolicy"]);
  });

  it("reads the canonical address whatever the attribute order, with entities decoded", () => {
    expect(canonicalHref(`<link href="https://e.com/?a=1&amp;b=2" rel="canonical">`)).toBe(
      "https://e.com/?a=1&b=2",
    );
  });
});

describe("sitemap", () => {
  it("lists the pages at their public addresses, escaped", () => {
    expect(sitemap("https://example.com", ["/", "/Support"])).toContain(
      "<url><loc>https://example.com/Support</loc></url>",
    );
  });
});
