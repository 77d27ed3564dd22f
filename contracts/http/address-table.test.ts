import { describe, expect, it } from "vitest";
import type { BuildMeta } from "../build-manifest.ts";
import {
  ADDRESS_TABLE,
  addressKind,
  fileHeaders,
  isPlainNotFound,
  reservedFirstSegments,
  siteRedirects,
  underBase,
} from "./address-table.ts";

describe("the address table", () => {
  it("has kinds that never overlap, since static hosts apply every rule that matches", () => {
    const folders = ADDRESS_TABLE.flatMap(({ match }) => ("folder" in match ? [match.folder] : []));
    for (const folder of folders) {
      for (const other of folders) {
        if (other !== folder) expect(other.startsWith(folder), `${other} in ${folder}`).toBe(false);
      }
    }
    for (const { match } of ADDRESS_TABLE) {
      if (!("exact" in match)) continue;
      const kinds = ADDRESS_TABLE.filter((kind) => addressKind(match.exact, [kind]));
      expect(kinds, match.exact).toHaveLength(1);
    }
  });

  it.each([
    ["/assets/entry-Ab12.js", "public, max-age=31536000, immutable", "text/javascript"],
    ["/assets/hero-640.avif", "public, max-age=31536000, immutable", "image/avif"],
    ["/_app/builds/meta/b1.json", "public, max-age=31536000, immutable", "application/json"],
    ["/_app/builds/latest.json", "no-cache", "application/json"],
    ["/PrivacyPolicy.data", "private, max-age=300", "text/x-script"],
    ["/de/PrivacyPolicy/2026-05-01.data", "private, max-age=300", "text/x-script"],
    ["/manifest.webmanifest", "no-cache", "application/manifest+json"],
    ["/legal/feed.atom", "no-cache", "application/atom+xml"],
    ["/legal/index.json", "no-cache", "application/json"],
    ["/sitemap.xml", "no-cache", "application/xml"],
    ["/favicon.ico", "no-cache", "image/vnd.microsoft.icon"],
    ["/favicon.svg", "no-cache", "image/svg+xml"],
    ["/apple-touch-icon.png", "no-cache", "image/png"],
    ["/robots.txt", "no-cache", "text/plain; charset=utf-8"],
    ["/llms.txt", "no-cache", "text/plain; charset=utf-8"],
    ["/favicon.bin", "no-cache", "application/octet-stream"],
  ])("gives %s its cache rule and type", (path, cacheControl, type) => {
    const headers = fileHeaders(path);
    expect(headers["Cache-Control"]).toBe(cacheControl);
    expect(headers["Content-Type"].startsWith(type)).toBe(true);
  });

  it.each([
    ["/assets/entry-Ab12.js", true],
    ["/_app/builds/meta/x.json", true],
    ["/_app/builds/latest.json", true],
    ["/assets", false],
    ["/assetsX/a.js", false],
    ["/icons/icon-192.png", false],
    ["/PrivacyPolicy", false],
    ["/", false],
  ])("answers a missing %s with a plain 404: %s", (path, expected) => {
    expect(isPlainNotFound(path)).toBe(expected);
  });

  it("reserves the first segment of every folder it serves for the site itself", () => {
    expect(reservedFirstSegments().sort()).toEqual([
      ".well-known",
      "_app",
      "api",
      "assets",
      "icons",
      "social",
    ]);
  });
});

describe("siteRedirects", () => {
  const meta: Pick<BuildMeta, "routeRules"> = {
    routeRules: {
      "/privacy": { redirect: { to: "/PrivacyPolicy", statusCode: 301 } },
      "/blog": { redirect: { to: "https://blog.example.com/", statusCode: 302 } },
      "/PrivacyPolicy": { headers: { "Content-Security-Policy": "page" } },
    },
  };

  it("puts both ends of an app redirect under the base path, and leaves another site's alone", () => {
    expect(siteRedirects(meta, "/legal/")).toEqual([
      { from: "/legal/privacy", to: "/legal/PrivacyPolicy", status: 301 },
      { from: "/legal/blog", to: "https://blog.example.com/", status: 302 },
    ]);
  });
});

describe("underBase", () => {
  it("puts a path of the site under the base path", () => {
    expect(underBase("/legal/", "/Support#fees")).toBe("/legal/Support#fees");
    expect(underBase("/", "/Support")).toBe("/Support");
  });
});
