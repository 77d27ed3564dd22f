import { describe, expect, it } from "vitest";
import type { LegalRecord } from "./legal-changes.ts";
import { siteRedirectList, versionInForceRedirects } from "./legal-version-redirects.ts";

const version = (date: string, path: string) => ({
  date,
  path,
  title: "Terms",
  changes: [],
  sha256: "0",
});

const terms: LegalRecord = {
  path: "/TermsConditions",
  language: "en",
  kind: "terms",
  versions: [
    version("2027-01-15", "/TermsConditions"),
    version("2026-11-01", "/TermsConditions/2026-11-01"),
  ],
  upcoming: [],
};
const privacy: LegalRecord = {
  ...terms,
  path: "/de/PrivacyPolicy",
  language: "de",
  versions: [version("2026-11-01", "/de/PrivacyPolicy")],
};

describe("versionInForceRedirects", () => {
  it("leads the dated address of each version in force to its page, for a time", () => {
    expect(versionInForceRedirects([terms, privacy], new Set())).toEqual([
      { from: "/TermsConditions/2027-01-15", to: "/TermsConditions", status: 302 },
      { from: "/TermsConditions/2027-01-15.md", to: "/TermsConditions.md", status: 302 },
      { from: "/de/PrivacyPolicy/2026-11-01", to: "/de/PrivacyPolicy", status: 302 },
      { from: "/de/PrivacyPolicy/2026-11-01.md", to: "/de/PrivacyPolicy.md", status: 302 },
    ]);
  });

  it("leaves an address the site already answers", () => {
    const taken = new Set(["/TermsConditions/2027-01-15", "/TermsConditions/2027-01-15.md"]);
    expect(versionInForceRedirects([terms], taken)).toEqual([]);
  });

  it("comes after the site configuration's, and leaves the addresses they take", () => {
    const configured = [{ from: "/TermsConditions/2027-01-15", to: "/Support", status: 301 }];
    expect(
      siteRedirectList(configured, [terms, privacy], ["/de/PrivacyPolicy/2026-11-01"]),
    ).toEqual([
      ...configured,
      { from: "/TermsConditions/2027-01-15.md", to: "/TermsConditions.md", status: 302 },
    ]);
  });
});
