import type { MarkdownNode } from "#contracts/content.ts";
import { PAGE_TITLE_ID } from "#contracts/page-ids.ts";
import { MarkdownContent } from "~/components/markdown-content.tsx";
import { markdownText, pageTitle } from "~/components/text-styles.ts";
import { DraftNote } from "./draft-note.tsx";

/** A page of text under its title, such as a support or about page. */
export function PlainPage({
  page,
}: {
  page: {
    frontMatter: { title: string; draft?: boolean | undefined };
    body: MarkdownNode[];
    firstScreenEnd: number;
  };
}) {
  return (
    <article
      aria-labelledby={PAGE_TITLE_ID}
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
    >
      {import.meta.env.DEV && page.frontMatter.draft && <DraftNote />}
      <h1 id={PAGE_TITLE_ID} className={`mb-8 ${pageTitle}`}>
        {page.frontMatter.title}
      </h1>
      <MarkdownContent
        firstScreenEnd={page.firstScreenEnd}
        body={page.body}
        className={`${markdownText} prose-headings:scroll-mt-6`}
      />
    </article>
  );
}
