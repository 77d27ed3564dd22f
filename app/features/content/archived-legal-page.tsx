import type { ReactNode } from "react";
import type {
  ArchivedVersion,
  DiffBlock,
  DiffSegment,
  UpcomingVersion,
} from "#contracts/content.ts";
import { formatDate } from "#contracts/dates.ts";
import { fillParts } from "#contracts/messages.ts";
import { CHANGES_HEADING_ID, PAGE_TITLE_ID } from "#contracts/page-ids.ts";
import { versionTitle } from "#contracts/social-card.ts";
import { withFirstScreenEnd } from "~/components/first-screen-end.tsx";
import { PageLink } from "~/components/page-link.tsx";
import { markdownText, pageTitle, textLink } from "~/components/text-styles.ts";
import { useVersionMessages } from "~/lib/page-context.ts";
import { DraftNote } from "./draft-note.tsx";
import { FollowChangesLink } from "./follow-changes-link.tsx";

// Colour is not the only cue: removed words are struck through, added words
// underlined, and each run starts with a label that screen readers announce.
const removed =
  "rounded-sm bg-red-100 text-red-900 line-through decoration-2 dark:bg-red-950 dark:text-red-100";
const added =
  "rounded-sm bg-green-100 text-green-900 underline decoration-2 underline-offset-4 dark:bg-green-950 dark:text-green-100";

const MARKS = {
  removed: { Tag: "del", className: removed },
  added: { Tag: "ins", className: added },
} as const;

function Segment({ segment }: { segment: DiffSegment }) {
  const messages = useVersionMessages();
  if (segment.change === "same") return <>{segment.text}</>;
  const { Tag, className } = MARKS[segment.change];
  return (
    <Tag className={className}>
      <span className="sr-only">[{messages[segment.change]}: </span>
      {segment.text}
      <span className="sr-only">]</span>
    </Tag>
  );
}

function BlockText({ block }: { block: DiffBlock }) {
  return block.segments.map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
    <Segment key={index} segment={segment} />
  ));
}

type Group =
  | { kind: "block"; block: DiffBlock; index: number }
  | { kind: "ul"; items: DiffBlock[] };

/** Consecutive list items share one list; any other block stands alone, with its index. */
function groupLists(blocks: DiffBlock[]): Group[] {
  const groups: Group[] = [];
  for (const [index, block] of blocks.entries()) {
    const last = groups.at(-1);
    if (block.kind !== "li") groups.push({ kind: "block", block, index });
    else if (last?.kind === "ul") last.items.push(block);
    else groups.push({ kind: "ul", items: [block] });
  }
  return groups;
}

/**
 * The blocks as headings, paragraphs and lists; the first screen ends before the block at
 * `firstScreenEnd` (a heading), when it is given. Blocks never move: their position is their key.
 */
function DiffText({ blocks, firstScreenEnd }: { blocks: DiffBlock[]; firstScreenEnd: number }) {
  const groups = groupLists(blocks);
  const rendered = groups.map((group, index) => {
    if (group.kind === "ul") {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <ul key={index}>
          {group.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={itemIndex}>
              <BlockText block={item} />
            </li>
          ))}
        </ul>
      );
    }
    const Tag = group.block.kind === "li" ? "p" : group.block.kind;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
      <Tag key={index}>
        <BlockText block={group.block} />
      </Tag>
    );
  });
  const end = groups.findIndex((group) => group.kind === "block" && group.index === firstScreenEnd);
  return withFirstScreenEnd(rendered, end);
}

/** How removed and added words are marked, in a sentence that shows both marks. */
function ChangesExplained({ message }: { message: string }) {
  const messages = useVersionMessages();
  return fillParts(message, {
    removed: (
      <del key="removed" className={removed}>
        {messages.struckThrough}
      </del>
    ),
    added: (
      <ins key="added" className={added}>
        {messages.underlined}
      </ins>
    ),
  });
}

const hasChanges = (blocks: DiffBlock[]) =>
  blocks.some((block) => block.segments.some((segment) => segment.change !== "same"));

/**
 * A version of a legal page at its own dated address: its title, a notice of how it stands to the
 * version in force (with links to the current page and to the feed), the changes in their own
 * words, and the text marked word by word.
 */
function LegalVersionPage(props: {
  /** Above the title, in development: what a production build leaves out. */
  draftNote?: ReactNode;
  title: string;
  /** "This is not the current version.", or "… not yet in force." */
  status: string;
  /** When it applied, or applies: a sentence with `{…}` where its dates go, and the dates. */
  when: { sentence: string; dates: Record<string, ReactNode> };
  current: { path: string; title: string };
  changesHeading: ReactNode;
  changes: string[];
  /** How the marks read, with `{removed}` and `{added}`; and what to say when nothing changed. */
  explained: string;
  unchanged: string;
  blocks: DiffBlock[];
  firstScreenEnd: number;
}) {
  const messages = useVersionMessages();
  return (
    <article
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <header className="mb-8">
        {props.draftNote}
        <h1 id={PAGE_TITLE_ID} className={pageTitle}>
          {props.title}
        </h1>
        <div
          role="note"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">{props.status}</p>
          <p className="mt-1">
            {/* One template, so that the space before the link ends the sentence's own text:
                a space of its own, cut off by the network, is counted as a layout shift. */}
            {fillParts(`${props.when.sentence} {readCurrent}${messages.orFollowChanges}`, {
              ...props.when.dates,
              readCurrent: (
                <PageLink key="read" to={props.current.path} className={textLink}>
                  {fillParts(messages.readCurrent, { title: props.current.title })}
                </PageLink>
              ),
              follow: (
                <FollowChangesLink key="follow" className={textLink}>
                  {messages.followChangesInSentence}
                </FollowChangesLink>
              ),
            })}
          </p>
        </div>
      </header>
      <section aria-labelledby={CHANGES_HEADING_ID} className="mb-8">
        <h2 id={CHANGES_HEADING_ID} className="font-semibold text-heading text-xl">
          {props.changesHeading}
        </h2>
        {props.changes.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 ps-5 text-muted">
            {props.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-muted text-sm">
          {hasChanges(props.blocks) ? (
            <ChangesExplained message={props.explained} />
          ) : (
            props.unchanged
          )}
        </p>
      </section>
      <div className={markdownText}>
        <DiffText blocks={props.blocks} firstScreenEnd={props.firstScreenEnd} />
      </div>
    </article>
  );
}

const dateOf = (key: string, date: string, messages: Parameters<typeof formatDate>[1]) => (
  <time key={key} dateTime={date}>
    {formatDate(date, messages)}
  </time>
);

/**
 * An earlier version of a legal page: a notice that it is not the current one, with a
 * link to it, then its text marked with the changes the next version made.
 */
export function ArchivedLegalPage({
  version,
  firstScreenEnd,
}: {
  version: ArchivedVersion;
  firstScreenEnd: number;
}) {
  const messages = useVersionMessages();
  const until = dateOf("until", version.supersededOn, messages);
  return (
    <LegalVersionPage
      title={versionTitle(version.title, version.date, messages)}
      status={messages.notCurrentVersion}
      when={{
        sentence: messages.inForceFromUntil,
        dates: { from: dateOf("from", version.date, messages), until },
      }}
      current={version.current}
      changesHeading={fillParts(messages.changesMadeOn, { date: until })}
      changes={version.nextChanges}
      explained={messages.changesExplained}
      unchanged={messages.textUnchanged}
      blocks={version.blocks}
      firstScreenEnd={firstScreenEnd}
    />
  );
}

/**
 * A version of a legal page that is not yet in force: when it takes effect and what applies
 * until then, then the version in force marked with what this one changes.
 */
export function UpcomingLegalPage({
  version,
  firstScreenEnd,
}: {
  version: UpcomingVersion;
  firstScreenEnd: number;
}) {
  const messages = useVersionMessages();
  const from = dateOf("date", version.date, messages);
  return (
    <LegalVersionPage
      draftNote={
        import.meta.env.DEV &&
        version.announcedLater && <DraftNote scheduledFor={version.announced} />
      }
      title={versionTitle(version.title, version.date, messages)}
      status={messages.notYetInForce}
      when={{
        sentence: messages.takesEffectOn,
        dates: { date: from, since: dateOf("since", version.current.date, messages) },
      }}
      current={version.current}
      changesHeading={fillParts(messages.changesTakingEffect, { date: from })}
      changes={version.changes}
      explained={messages.upcomingExplained}
      unchanged={messages.upcomingUnchanged}
      blocks={version.blocks}
      firstScreenEnd={firstScreenEnd}
    />
  );
}
