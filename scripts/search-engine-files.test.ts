import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "#contracts/languages.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { readLegalRecords } from "./legal-changes.ts";
import {
  alternateLinks,
  canonicalHref,
  indexablePages,
  lastModifiedDays,
  robots,
  sitemap,
} from "./search-engine-files.ts";

const scratch = scratchContent("search-engine-files-");

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

describe("lastModifiedDays", () => {
  /** A content folder whose next Terms are announced on `announced`; its days, built on 1 December 2026. */
  async function daysOf(announced: string) {
    const { put } = scratch;
    await put(
      "home.md",
      "title: H\ndescription: D\nupdated: 2026-10-01\nhero: { heading: H, lead: L }",
    );
    await put("privacy-policy.md", "title: P\ndescription: D\nupdated: 2026-11-01");
    await put("history/PrivacyPolicy/2026-05-01.md", "title: P\ndescription: D");
    await put(
      "terms-conditions.md",
      `title: T\ndescription: D\nupdated: 2027-01-15\nannounced: ${announced}\nchanges: [More]`,
    );
    await put("history/TermsConditions/2026-09-01.md", "title: T\ndescription: D");
    await put("releases/2.3.0.md", 'version: "2.3.0"\ndate: 2026-09-22');
    await put("releases/2.4.0.md", 'version: "2.4.0"\ndate: 2026-11-12');
    await put("releases/2.5.0.md", 'version: "2.5.0"\ndate: 2026-12-20');
    await put("pages/support.md", "title: S\ndescription: D\npath: /Support");
    await put("pages/pricing.md", "title: P\ndescription: D\npath: /Pricing\nupdated: 2026-06-30");
    const catalog = readCatalog(scratch.dir, DEFAULT_LANGUAGES, {
      date: "2026-12-01",
      drafts: false,
    });
    return Object.fromEntries(lastModifiedDays(catalog, readLegalRecords(scratch.dir, catalog)));
  }

  it("dates each page by the last change its content shows", async () => {
    expect(await daysOf("2026-11-20")).toEqual({
      // The newest release it names, after its own date.
      "/": "2026-11-12",
      "/PrivacyPolicy": "2026-11-01",
      // In force since 1 September, with the next version announced on it on 20 November.
      "/TermsConditions": "2026-11-20",
      // The release scheduled for 20 December is not on it yet.
      "/WhatsNew": "2026-11-12",
      "/Pricing": "2026-06-30",
    });
  });

  it("dates a legal page by its version in force while its next one is announced after the build", async () => {
    expect((await daysOf("2026-12-10"))["/TermsConditions"]).toBe("2026-09-01");
  });

  it("dates no page after the build", async () => {
    await scratch.put("pages/faq.md", "title: F\ndescription: D\npath: /Faq\nupdated: 2026-12-24");
    expect((await daysOf("2026-11-20"))["/Faq"]).toBe("2026-12-01");
  });
});

describe("sitemap", () => {
  it("dates a page that has a day of its last change", () => {
    const pages = [
      { path: "/", alternates: [], lastModified: "2026-11-12" },
      { path: "/Support", alternates: [] },
    ];
    const xml = sitemap("https://example.com", pages);
    expect(xml).toContain(
      "<url><loc>https://example.com/</loc><lastmod>2026-11-12</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://example.com/Support</loc></url>");
  });

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
