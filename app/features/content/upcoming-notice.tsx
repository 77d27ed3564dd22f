import type { UpcomingNotice as Notice } from "#contracts/content.ts";
import { formatDate } from "#contracts/dates.ts";
import { fillParts } from "#contracts/messages.ts";
import { UPCOMING_HEADING_ID } from "#contracts/page-ids.ts";
import { PageLink } from "~/components/page-link.tsx";
import { textLink } from "~/components/text-styles.ts";
import { useMessages } from "~/lib/page-context.ts";
import { DraftNote } from "./draft-note.tsx";

/** At the top of a legal page whose next version is announced: when it changes, how, and where to read it. */
export function UpcomingNotice({ notice }: { notice: Notice }) {
  const messages = useMessages();
  return (
    <section
      aria-labelledby={UPCOMING_HEADING_ID}
      className="mt-6 rounded-lg border border-primary-300 bg-tint p-5 text-gray-900 dark:border-primary-700 dark:text-gray-50"
    >
      {import.meta.env.DEV && notice.announcedOn && <DraftNote scheduledFor={notice.announcedOn} />}
      <h2 id={UPCOMING_HEADING_ID} className="font-semibold">
        {fillParts(messages.upcomingNotice, {
          date: (
            <time key="date" dateTime={notice.date}>
              {formatDate(notice.date, messages)}
            </time>
          ),
        })}
      </h2>
      {notice.changes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 ps-5">
          {notice.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <PageLink to={notice.path} className={textLink}>
          {messages.readUpcoming}
        </PageLink>
      </p>
    </section>
  );
}
