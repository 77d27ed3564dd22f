import { productName } from "virtual:site-config";
import type { Release } from "#contracts/content.ts";
import { formatDate } from "#contracts/dates.ts";
import { ATOM_TYPE } from "#contracts/http/address-table.ts";
import { fill } from "#contracts/messages.ts";
import { PAGE_TITLE_ID, releaseAnchor, releaseHeadingId } from "#contracts/page-ids.ts";
import { withFirstScreenEnd } from "~/components/first-screen-end.tsx";
import { MarkdownContent } from "~/components/markdown-content.tsx";
import { markdownText, pageTitle, textLink } from "~/components/text-styles.ts";
import { useMessages } from "~/lib/page-context.ts";
import { DraftNote } from "./draft-note.tsx";

/** One release: its version (and title), its date in the page's language, and its notes. */
function ReleaseSection({ release }: { release: Release }) {
  const messages = useMessages();
  const id = releaseAnchor(release.version);
  const headingId = releaseHeadingId(release.version);
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6 border-line border-t py-8">
      {import.meta.env.DEV && (release.draft || release.scheduled) && (
        <DraftNote scheduledFor={release.scheduled ? release.date : undefined} />
      )}
      <h2 id={headingId} className="font-bold text-2xl text-heading tracking-tight">
        {fill(messages.releaseHeading, { version: release.version })}
        {release.title && `: ${release.title}`}
      </h2>
      <p className="mt-1 text-subtle">
        <time dateTime={release.date}>{formatDate(release.date, messages)}</time>
      </p>
      <MarkdownContent body={release.body} className={`${markdownText} mt-4`} />
    </section>
  );
}

/**
 * The release notes: every release of the product, newest first, and a link to their feed. The
 * first screen ends before the release at `firstScreenEnd`, if any.
 */
export function ReleaseNotes({
  releases,
  firstScreenEnd,
  feed,
}: {
  releases: Release[];
  firstScreenEnd: number;
  feed: string;
}) {
  const messages = useMessages();
  return (
    <article
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <header className="mb-6">
        <h1 id={PAGE_TITLE_ID} className={pageTitle}>
          {messages.whatsNew}
        </h1>
        <p className="mt-3 text-muted">
          {fill(messages.whatsNewDescription, { product: productName })}
        </p>
        <p className="mt-3">
          <a href={`${import.meta.env.BASE_URL}${feed}`} type={ATOM_TYPE} className={textLink}>
            {messages.followReleases}
          </a>
        </p>
      </header>
      {withFirstScreenEnd(
        releases.map((release) => <ReleaseSection key={release.version} release={release} />),
        firstScreenEnd,
      )}
    </article>
  );
}
