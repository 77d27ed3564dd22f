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
