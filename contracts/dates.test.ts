import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate", () => {
  it("writes a date as British English readers read it", () => {
    expect(formatDate("2026-11-01")).toBe("1 November 2026");
    expect(formatDate("2025-02-28")).toBe("28 February 2025");
    expect(formatDate("2024-12-31")).toBe("31 December 2024");
  });

  it("agrees with Intl's long British format on every day of a leap year and the next", () => {
    const intl = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2030, 0, 1); time += 86_400_000) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(isoDate), isoDate).toBe(intl.format(new Date(time)));
    }
  });
});
