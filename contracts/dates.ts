const MONTHS = [
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
];

/**
 * A `YYYY-MM-DD` date as people read it: "1 November 2026" (British English, the
 * site's language). Written out rather than with `Intl.DateTimeFormat`, whose first
 * use loads locale data: about 50 ms of the main thread during hydration, on a CPU
 * slowed four times (decision record 013).
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
