import * as v from "valibot";
import { describe, expect, it } from "vitest";
import de from "../content/de/messages.ts";
import en from "../content/messages.ts";
import { formatDate } from "../contracts/dates.ts";
import { messagesSchema, pageMessages, versionMessages } from "../contracts/messages.ts";
import ar from "./fixtures/languages/ar/messages.ts";
import ja from "./fixtures/languages/ja/messages.ts";

// The interface text the example content and the test sites carry, in every language they have.
const CATALOGS = { en, de, ar, ja };

describe("every language's interface text", () => {
  it("writes a date with the language's own month names and order", () => {
    expect(formatDate("2026-11-01", en)).toBe("1 November 2026");
    expect(formatDate("2025-02-28", en)).toBe("28 February 2025");
    expect(formatDate("2024-12-31", de)).toBe("31. Dezember 2024");
  });

  it("has every text the site writes", () => {
    for (const [code, messages] of Object.entries(CATALOGS)) {
      expect(v.safeParse(messagesSchema, messages).issues, code).toBeUndefined();
    }
  });

  it("goes to every page but for the build's texts and the versions', which go to the versions' pages", () => {
    const page = pageMessages(en);
    const version = versionMessages(en);
    expect(page).not.toHaveProperty("footnotes");
    expect(page).not.toHaveProperty("feedEntryTitle");
    expect(page).not.toHaveProperty("notCurrentVersion");
    expect(page.notFoundMessage).toBe(en.notFoundMessage);
    expect(version.notCurrentVersion).toBe(en.notCurrentVersion);
    expect(Object.keys(version)).not.toContain("notFoundMessage");
    // Between them they hold every text of the catalog but the build's own five.
    const held = new Set([...Object.keys(page), ...Object.keys(version)]);
    expect(Object.keys(en).filter((key) => !held.has(key))).toEqual([
      "footnotes",
      "backToReference",
      "alerts",
      "feedEntryTitle",
      "releaseEntryTitle",
    ]);
  });

  it("writes dates as Intl's long format does, on every day of a leap year and the next", () => {
    for (const [code, messages] of Object.entries(CATALOGS)) {
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
