import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";
import { MESSAGES } from "./messages/catalogs.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";

describe("formatDate", () => {
  it("writes a date as British English readers read it", () => {
    expect(formatDate("2026-11-01", en)).toBe("1 November 2026");
    expect(formatDate("2025-02-28", en)).toBe("28 February 2025");
    expect(formatDate("2024-12-31", de)).toBe("31. Dezember 2024");
  });

  it("agrees with Intl's long format in every language, on every day of a leap year and the next", () => {
    for (const [code, messages] of Object.entries(MESSAGES)) {
      const locale = code === "en" ? "en-GB" : code;
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
      for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2030, 0, 1); time += 86_400_000) {
        const isoDate = new Date(time).toISOString().slice(0, 10);
        expect(formatDate(isoDate, messages), `${code} ${isoDate}`).toBe(
          intl.format(new Date(time)),
        );
      }
    }
  });
});
