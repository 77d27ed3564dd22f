import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type SiteConfigInput, siteUrlBaseProblem, siteUrlSchema } from "./site-config.ts";

type Redirect = NonNullable<SiteConfigInput["redirects"]>[number];
type Link = NonNullable<SiteConfigInput["navigation"]>["header"][number];

describe("the site configuration's type", () => {
  it("refuses, in the editor, a redirect or a link that is not a path of the site", () => {
    expectTypeOf<{ from: "/privacy"; to: "/PrivacyPolicy" }>().toExtend<Redirect>();
    // @ts-expect-error: a redirect leads to a path on this site, not to another site
    expectTypeOf<{ from: "/blog"; to: "https://blog.example.com/" }>().toExtend<Redirect>();
    // @ts-expect-error: a path starts with /
    expectTypeOf<{ label: "Help"; path: "Support" }>().toExtend<Link>();
  });
});

describe("the site's public address", () => {
  it.each([
    ["https://example.com/", "https://example.com"],
    ["https://example.com/legal//", "https://example.com/legal"],
    ["http://localhost:3000", "http://localhost:3000"],
  ])("reads %s as %s", (given, read) => {
    expect(v.parse(siteUrlSchema, given)).toBe(read);
  });

  it.each([
    ["example.com", "must be an absolute address such as https://example.com"],
    ["ftp://example.com", "must be an http:// or https:// address"],
    ["https://example.com/?lang=en", "must be an address without ? or #"],
    ["https://example.com/#top", "must be an address without ? or #"],
  ])("refuses %s", (given, message) => {
    const result = v.safeParse(siteUrlSchema, given);
    expect(result.issues?.map((issue) => issue.message)).toContain(message);
  });

  it.each([
    ["https://example.com", "/"],
    ["https://example.com/legal", "/legal/"],
    ["https://example.com/a/b", "/a/b/"],
  ])("%s is the address of a site served under %s", (siteUrl, baseURL) => {
    expect(siteUrlBaseProblem(siteUrl, baseURL)).toBeUndefined();
  });

  it.each([
    ["https://example.com", "/legal/", "https://example.com/legal"],
    ["https://example.com/legal", "/", "https://example.com"],
    ["https://example.com/Legal", "/legal/", "https://example.com/legal"],
  ])(
    "%s is not the address of a site served under %s: it should be %s",
    (siteUrl, baseURL, expected) => {
      expect(siteUrlBaseProblem(siteUrl, baseURL)).toBe(
        `must be the address of the path the site is served under, ${baseURL} (BASE_URL): ${expected} (got ${siteUrl}). Otherwise its canonical links, sitemap and feeds lead to addresses outside the site.`,
      );
    },
  );
});
