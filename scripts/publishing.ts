import type { BuildSchedule } from "#contracts/build-manifest.ts";
import { daysBetween } from "#contracts/dates.ts";
import type { Catalog } from "#node-shared/content-catalog.ts";
import type { LegalRecord } from "./legal-changes.ts";

/**
 * What the build left for a later one, and when it is due: each release dated after the build's
 * date, each legal version announced after it, and each upcoming legal version (which a build
 * on its day makes current).
 */
export function schedule(catalog: Catalog, legal: readonly LegalRecord[]): BuildSchedule {
  const due = [
    ...catalog.leftOut.flatMap(({ due }) => (due ? [due] : [])),
    ...legal.flatMap((record) =>
      record.upcoming.map((version) => ({
        date: version.date,
        what: `the new version of ${record.path}`,
      })),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { buildDate: catalog.publishing.date, due };
}

/** The upcoming legal versions announced fewer days ahead than `noticeDays`. */
export function shortNotices(legal: readonly LegalRecord[], noticeDays: number) {
  return legal.flatMap((record) =>
    record.upcoming.flatMap((version) => {
      const days = daysBetween(version.announced, version.date);
      return days < noticeDays
        ? [{ path: version.path, date: version.date, announced: version.announced, days }]
        : [];
    }),
  );
}
