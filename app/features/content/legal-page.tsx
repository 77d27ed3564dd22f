import { HtmlContent } from "~/features/navigation/html-content.tsx";
import type { MarkdownPage, TocEntry } from "./front-matter.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby="toc-heading"
      className="mb-10 rounded-lg border border-gray-200 p-5 lg:sticky lg:top-6 lg:mb-0 lg:self-start lg:border-0 lg:p-0 dark:border-gray-800 print:hidden"
    >
      <h2
        id="toc-heading"
        className="mb-3 font-semibold text-gray-600 text-sm uppercase tracking-wide dark:text-gray-300"
      >
        On this page
      </h2>
      <ol className="space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-gray-700 underline-offset-4 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-gray-300 dark:hover:text-primary-300"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A long legal document: title, date of the last update, contents and the text. */
export function LegalPage({ page }: { page: MarkdownPage }) {
  const { title, updated } = page.frontMatter;
  return (
    <article
      aria-labelledby="page-title"
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-x-12"
    >
      <header className="mb-8 lg:col-span-2 lg:mb-12">
        <h1
          id="page-title"
          className="font-bold text-3xl text-gray-900 tracking-tight sm:text-4xl dark:text-white"
        >
          {title}
        </h1>
        <p className="mt-3 text-gray-600 dark:text-gray-300">
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      </header>
      <TableOfContents entries={page.toc} />
      <HtmlContent
        html={page.html}
        className="prose prose-gray max-w-prose dark:prose-invert prose-a:text-primary-800 prose-headings:scroll-mt-6 prose-blockquote:font-normal prose-blockquote:not-italic dark:prose-a:text-primary-300 print:max-w-none"
      />
    </article>
  );
}
