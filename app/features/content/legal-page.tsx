import type {
  MarkdownNode,
  UpcomingNotice as Notice,
  TocEntry,
  VersionLink,
} from "#contracts/content.ts";
import { formatDate } from "#contracts/dates.ts";
import { fillParts } from "#contracts/messages.ts";
import {
  CHANGES_HEADING_ID,
  CONTENTS_HEADING_ID,
  HISTORY_HEADING_ID,
  PAGE_TITLE_ID,
} from "#contracts/page-ids.ts";
import { MarkdownContent } from "~/components/markdown-content.tsx";
import { PageLink } from "~/components/page-link.tsx";
import { markdownText, pageTitle } from "~/components/text-styles.ts";
import { useMessages } from "~/lib/page-context.ts";
import { DraftNote } from "./draft-note.tsx";
import { FollowChangesLink } from "./follow-changes-link.tsx";
import { UpcomingNotice } from "./upcoming-notice.tsx";

/** What a legal page shows: its text, when it last changed and how, and its earlier versions. */
export interface LegalPageData {
  frontMatter: {
    title: string;
    updated?: string | undefined;
    changes: string[];
    draft?: boolean | undefined;
  };
  body: MarkdownNode[];
  toc: TocEntry[];
  history: VersionLink[];
  /** The version announced to take effect after the build's date, if there is one. */
  upcoming?: Notice | undefined;
  /** The body's node the first screen ends before, or -1 (contracts/first-screen.ts). */
  firstScreenEnd: number;
}

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { onThisPage } = useMessages();
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={CONTENTS_HEADING_ID}
      className="mb-10 rounded-lg border border-line p-5 lg:sticky lg:top-6 lg:mb-0 lg:self-start lg:border-0 lg:p-0 print:hidden"
    >
      <h2
        id={CONTENTS_HEADING_ID}
        className="mb-3 font-semibold text-subtle text-sm uppercase tracking-wide"
      >
        {onThisPage}
      </h2>
      <ol className="space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-muted underline-offset-4 hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-action"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const smallHeading = "font-semibold text-heading text-sm";
const historyLink = "text-accent underline underline-offset-4 hover:text-accent-strong";

/** The last update's changes and the links to earlier versions, when the page has them. */
function ChangeHistory({ page }: { page: LegalPageData }) {
  const { changes } = page.frontMatter;
  const messages = useMessages();
  if (changes.length === 0 && page.history.length === 0) return null;
  return (
    <div className="mt-6 grid gap-6 rounded-lg border border-line bg-panel p-5 text-muted text-sm sm:grid-cols-2 print:hidden">
      {changes.length > 0 && (
        <section aria-labelledby={CHANGES_HEADING_ID}>
          <h2 id={CHANGES_HEADING_ID} className={smallHeading}>
            {messages.whatChanged}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      )}
      {page.history.length > 0 && (
        <nav aria-labelledby={HISTORY_HEADING_ID}>
          <h2 id={HISTORY_HEADING_ID} className={smallHeading}>
            {messages.earlierVersions}
          </h2>
          <ul className="mt-2 space-y-1">
            {page.history.map((version) => (
              <li key={version.path}>
                <PageLink to={version.path} className={historyLink}>
                  {fillParts(messages.inForceFrom, {
                    date: (
                      <time key="date" dateTime={version.date}>
                        {formatDate(version.date, messages)}
                      </time>
                    ),
                  })}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** A long legal document: title, date of the last update, what changed, contents and the text. */
export function LegalPage({ page }: { page: LegalPageData }) {
  const { title, updated } = page.frontMatter;
  const messages = useMessages();
  return (
    <article
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-12"
    >
      <header className="mb-8 lg:col-span-2 lg:mb-12">
        {import.meta.env.DEV && page.frontMatter.draft && <DraftNote />}
        <h1 id={PAGE_TITLE_ID} className={pageTitle}>
          {title}
        </h1>
        {/* One item per line on a phone: in a row, the link's first letters would fit beside the
            date while the page arrives, and the whole link would then jump to the next row. */}
        <p className="mt-3 flex flex-col gap-x-4 gap-y-1 text-subtle sm:flex-row sm:flex-wrap">
          {updated && (
            <span>
              {fillParts(messages.lastUpdated, {
                date: (
                  <time key="date" dateTime={updated}>
                    {formatDate(updated, messages)}
                  </time>
                ),
              })}
            </span>
          )}
          <FollowChangesLink className={historyLink} />
        </p>
        {page.upcoming && <UpcomingNotice notice={page.upcoming} />}
        <ChangeHistory page={page} />
      </header>
      <TableOfContents entries={page.toc} />
      <MarkdownContent
        firstScreenEnd={page.firstScreenEnd}
        body={page.body}
        className={`${markdownText} prose-headings:scroll-mt-6 prose-blockquote:font-normal prose-blockquote:not-italic print:max-w-none`}
      />
    </article>
  );
}
