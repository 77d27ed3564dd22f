import { Feed } from "feed";

/** One entry of a feed: its id never changes, whatever else of it does. */
export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  /** `YYYY-MM-DD`: when it was last changed in a way readers should hear of. */
  updated: string;
  /** `YYYY-MM-DD`: when it first appeared. */
  published: string;
  /** HTML: the entry's summary, or its whole content. */
  summary?: string;
  content?: string;
  category?: string;
  /** Its language, when not the feed's (`de` in a feed of every language's legal pages). */
  language?: string;
}

/** The feed itself: its address (also its id), title, language, site and author. */
export interface AtomHead {
  address: string;
  title: string;
  language: string;
  site: string;
  author: string;
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Text as HTML: for a title, or a summary built of text. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * An Atom 1.0 feed: its entries newest first, the feed dated by its newest entry, so that a
 * rebuild of the same content writes the same feed. Its language, and an entry's of another,
 * is its `xml:lang` (a reader's hyphenation, voice and reading direction follow it). The site's
 * one feed writer.
 */
export function atomFeed(head: AtomHead, entries: readonly AtomEntry[]): string {
  const sorted = [...entries].sort(
    (a, b) => b.updated.localeCompare(a.updated) || a.title.localeCompare(b.title),
  );
  const feed = new Feed({
    id: head.address,
    title: head.title,
    link: head.site,
    language: head.language,
    updated: day(sorted[0]?.updated ?? "1970-01-01"),
    feedLinks: { atom: head.address },
    generator: false,
    // Atom asks for an author of the feed: the company whose product and documents these are.
    author: { name: head.author, link: head.site },
  });
  for (const entry of sorted) {
    feed.addItem({
      title: escapeHtml(entry.title),
      id: entry.id,
      link: entry.link,
      date: day(entry.updated),
      published: day(entry.published),
      ...(entry.summary ? { description: entry.summary } : {}),
      ...(entry.content ? { content: entry.content } : {}),
      ...(entry.category ? { category: [{ term: entry.category }] } : {}),
    });
  }
  // The writer has no place for a language in Atom: it is set on the elements it writes.
  let index = 0;
  return feed
    .atom1()
    .replace(ATOM_ROOT, ATOM_ROOT.replace(">", ` xml:lang="${head.language}">`))
    .replace(/<entry>/g, () => {
      const language = sorted[index++]?.language;
      return language && language !== head.language ? `<entry xml:lang="${language}">` : "<entry>";
    });
}
