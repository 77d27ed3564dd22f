import { describe, expect, it } from "vitest";
import type { LegalRecord } from "./legal-changes.ts";
import { shortNotices } from "./publishing.ts";

const version = (date: string) => ({
  date,
  path: `/TermsConditions/${date}`,
  title: "Terms",
  changes: [],
  sha256: "0".repeat(64),
});

const record = (date: string, announced: string): LegalRecord => ({
  path: "/TermsConditions",
  language: "en",
  kind: "terms-of-service",
  versions: [version("2026-11-01")],
  upcoming: [{ ...version(date), announced }],
});

describe("shortNotices", () => {
  it("names the upcoming versions announced fewer days ahead than asked", () => {
    expect(shortNotices([record("2026-12-31", "2026-12-01")], 30)).toEqual([]);
    expect(shortNotices([record("2026-12-30", "2026-12-01")], 30)).toEqual([
      {
        path: "/TermsConditions/2026-12-30",
        date: "2026-12-30",
        announced: "2026-12-01",
        days: 29,
      },
    ]);
    // Across a change of month and year, in whole days.
    expect(shortNotices([record("2027-03-01", "2027-02-01")], 30)[0]?.days).toBe(28);
  });
});
