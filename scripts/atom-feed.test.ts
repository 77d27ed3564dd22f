import { parseAtomFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import { atomFeed } from "./atom-feed.ts";

const HEAD = {
  address: "https://example.com/legal/feed.atom",
  title: "Changes",
  language: "en",
  site: "https://example.com/",
  author: "Example Ltd",
};

/** An entry of `day`, in `language` when given. */
const entry = (id: string, day: string, language?: string) => ({
  id: `https://example.com/${id}`,
  title: id,
  link: `https://example.com/${id}`,
  updated: day,
  published: day,
  ...(language ? { language } : {}),
});

describe("atomFeed", () => {
  it("names the feed's language, and an entry's of another, in xml:lang", () => {
    const xml = atomFeed(HEAD, [
      entry("terms", "2026-11-01", "en"),
      entry("de/terms", "2026-11-02", "de"),
      entry("ar/terms", "2026-10-01", "ar"),
      entry("privacy", "2026-09-01"),
    ]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    const entries = [...xml.matchAll(/<entry[^>]*>\s*<title[^>]*><!\[CDATA\[([^\]]*)/g)].map(
      ([tag, title]) => [title, /xml:lang="([^"]*)"/.exec(tag ?? "")?.[1]],
    );
    // Newest first; English is the feed's own.
    expect(entries).toEqual([
      ["de/terms", "de"],
      ["terms", undefined],
      ["ar/terms", "ar"],
      ["privacy", undefined],
    ]);
    expect(parseAtomFeed(xml).entries?.map((item) => item.id)).toHaveLength(4);
  });
});
