import { describe, expect, it } from "vitest";
import {
  alternateLinks,
  canonicalHref,
  indexablePages,
  robots,
  sitemap,
} from "./search-engine-files.ts";

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
    expect(indexablePages("https://example.com", pages).map((found) => found.path)).toEqual([
      "/",
      "/PrivacyPolicy",
    ]);
  });

  it("reads the canonical address whatever the attribute order, with entities decoded", () => {
    expect(canonicalHref(`<link href="https://e.com/?a=1&amp;b=2" rel="canonical">`)).toBe(
      "https://e.com/?a=1&b=2",
    );
  });
});

describe("alternateLinks", () => {
  it("reads a page's hreflang links from its head, in any attribute order and letter case", () => {
    const html = `<html><head><link rel="canonical" href="https://e.com/de"/>
      <link rel="alternate" hrefLang="en" href="https://e.com/"/>
      <link href="https://e.com/de" hreflang="de" rel="alternate"/>
      <link rel="alternate" type="application/atom+xml" href="https://e.com/legal/feed.atom"/>
      <link rel="alternate" hrefLang="x-default" href="https://e.com/?a=1&amp;b=2"/>
      </head><body><link rel="alternate" hreflang="fr" href="https://e.com/fr"/></body></html>`;
    expect(alternateLinks(html)).toEqual([
      { hreflang: "en", href: "https://e.com/" },
      { hreflang: "de", href: "https://e.com/de" },
      { hreflang: "x-default", href: "https://e.com/?a=1&b=2" },
    ]);
  });
});

describe("sitemap", () => {
  it("lists the pages at their public addresses, escaped", () => {
    const pages = [
      { path: "/", alternates: [] },
      { path: "/Support", alternates: [] },
    ];
    expect(sitemap("https://example.com", pages)).toContain(
      "<url><loc>https://example.com/Support</loc></url>",
    );
  });

  it("lists each page's translations as xhtml:link alternates", () => {
    const alternates = [
      { hreflang: "en", href: "https://example.com/" },
      { hreflang: "de", href: "https://example.com/de" },
      { hreflang: "x-default", href: "https://example.com/" },
    ];
    const xml = sitemap("https://example.com", [{ path: "/de", alternates }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      [
        "  <url><loc>https://example.com/de</loc>",
        '    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/"/>',
        '    <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/"/>',
        "  </url>",
      ].join("\n"),
    );
  });
});

describe("robots", () => {
  it("keeps crawlers off every language's error page", () => {
    expect(robots("https://e.com", "/", ["de/"])).toContain(
      "Disallow: /404.html\nDisallow: /de/404.html\nDisallow: /api/\n",
    );
  });
});
