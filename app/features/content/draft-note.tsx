import { formatDate } from "#contracts/dates.ts";
import { fillParts } from "#contracts/messages.ts";
import { useMessages } from "~/lib/page-context.ts";

/**
 * What the development server shows on a draft, or on a release dated after the build's date:
 * that a production build leaves it out. A production build has none to show, and no copy of
 * it (its uses are behind `import.meta.env.DEV`).
 */
export function DraftNote({ scheduledFor }: { scheduledFor?: string | undefined }) {
  const messages = useMessages();
  return (
    <p
      role="note"
      className="mb-6 rounded-md border border-dashed border-gray-500 px-3 py-2 font-medium text-gray-800 text-sm dark:border-gray-400 dark:text-gray-100"
    >
      {scheduledFor
        ? fillParts(messages.scheduled, {
            date: (
              <time key="date" dateTime={scheduledFor}>
                {formatDate(scheduledFor, messages)}
              </time>
            ),
          })
        : messages.draft}
    </p>
  );
}
