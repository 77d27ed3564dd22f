import * as v from "valibot";
import type { Messages } from "./messages.ts";
import { fill } from "./messages.ts";

/**
 * A `YYYY-MM-DD` date as readers of a language read it: "1 November 2026", "1. November 2026".
 * Written out from the language's month names rather than with `Intl.DateTimeFormat`, whose
 * first use loads locale data: about 50 ms of the main thread during hydration, on a CPU
 * slowed four times (decision record 013). The page carries its own language's names only.
 */
export function formatDate(isoDate: string, language: Pick<Messages, "months" | "date">): string {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return fill(language.date, { day, month: language.months[month - 1] ?? "", year });
}

/** Whether text is a day of the calendar written `YYYY-MM-DD` (2026-02-30 is not). */
export function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const DATE_RULE = "must be a date written as YYYY-MM-DD, e.g. 2027-01-15";

/** Every date the site is given (front matter, the build's date, the legal index): a real day. */
export const dateSchema = v.pipe(v.string(DATE_RULE), v.check(isRealDate, DATE_RULE));

/** The number of days from one `YYYY-MM-DD` date to a later one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
