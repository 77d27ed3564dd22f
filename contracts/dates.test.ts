import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

describe("formatDate", () => {
  it("writes a date with a language's own month names and order", () => {
    const en = { date: "{day} {month} {year}", months: MONTHS.en };
    const de = { date: "{day}. {month} {year}", months: MONTHS.de };
    expect(formatDate("2026-11-01", en)).toBe("1 November 2026");
    expect(formatDate("2025-02-28", en)).toBe("28 February 2025");
    expect(formatDate("2024-12-31", de)).toBe("31. Dezember 2024");
  });
});
