import { createHash } from "node:crypto";
import { formatDate } from "#contracts/dates.ts";
import { LEGAL_FEED_FILE } from "#contracts/http/address-table.ts";
import {
  DOCUMENT_TYPE_NAMES,
  FIXED_LEGAL_KINDS,
  hashedText,
  type LegalIndex,
} from "#contracts/legal-changes.ts";
import { fill, type Messages, messagesIn } from "#contracts/messages.ts";
import { type Catalog, contentFile, isFixedPage } from "#node-shared/content-catalog.ts";
import { type AtomEntry, atomFeed, escapeHtml } from "./atom-feed.ts";
import { type LegalText, legalTexts } from "./content/legal-texts.ts";
import { markdownBlocks } from "./content/word-diff.ts";

/** One version of a legal page, as the index and the feed describe it. */
export interface LegalVersionRecord {
  date: string;
  /** Where the version is read: the page itself for the current one. */
  path: string;
  title: string;
  changes: string[];
  sha256: string;
}

/** A legal page in one language and all its versions, newest (the current one) first. */
export interface LegalRecord {
  path: string;
  /** The code of the language it is written in. */
  language: string;
  kind: string;
  versions: [LegalVersionRecord, ...LegalVersionRecord[]];
  /** The versions that take effect after the build's date, with the day each was announced. */
  upcoming: (LegalVersionRecord & { announced: string })[];
}

function sha256(source: string): string {
  const text = hashedText(markdownBlocks(source).map((block) => block.text));
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Every legal page of the catalog, in every language, and its versions as of the build's date:
 * by language (in the site's order), then by path.
 */
export function readLegalRecords(contentDir: string, catalog: Catalog): LegalRecord[] {
  const order = catalog.languages.map((language) => language.code);
  return catalog.pages
    .filter((page) => page.layout === "legal")
    .sort(
      (a, b) =>
        order.indexOf(a.language) - order.indexOf(b.language) || a.path.localeCompare(b.path),
    )
    .map((page) => {
      const { current, earlier, upcoming } = legalTexts(contentDir, catalog, page);
      const { frontMatter } = contentFile(catalog, page.file);
      const record = (text: LegalText): LegalVersionRecord => ({
        date: text.date,
        path: text.path,
        title: text.title,
        changes: text.changes,
        sha256: sha256(text.source),
      });
      const ownKind = isFixedPage(page) ? FIXED_LEGAL_KINDS[page.basePath] : frontMatter.legalKind;
      return {
        path: page.path,
        language: page.language,
        kind:
          typeof ownKind === "string"
            ? ownKind
            : (page.basePath.split("/").pop()?.toLowerCase() ?? "legal"),
        versions: [record(current), ...earlier.map(record).reverse()],
        upcoming: upcoming ? [{ ...record(upcoming), announced: upcoming.announced }] : [],
      };
    });
}

export interface SiteFacts {
  siteUrl: string;
  productName: string;
  company: { name: string };
  language: string;
  /** Every language's interface text (`loadMessages`). */
  messages: Readonly<Record<string, Messages>>;
}

/** A feed entry's title, in its page's language: "Privacy Policy, in force from 1 May 2026". */
function feedEntryTitle(site: SiteFacts, title: string, date: string, language: string): string {
  const messages = messagesIn(site.messages, language);
  return fill(messages.feedEntryTitle, { title, date: formatDate(date, messages) });
}

/** A path inside the site at the site's public address (which includes any base path). */
export const siteAddress = (site: SiteFacts, pathInSite: string) =>
  `${site.siteUrl}/${pathInSite.replace(/^\//, "")}`;

/** `/legal/index.json`: every legal document, its current version, the earlier ones and any upcoming one. */
export function legalIndex(site: SiteFacts, records: readonly LegalRecord[]): LegalIndex {
  const version = ({ date, path, sha256: hash }: LegalVersionRecord) => ({
    date,
    url: siteAddress(site, path),
    sha256: hash,
  });
  return {
    feed: siteAddress(site, LEGAL_FEED_FILE),
    documents: records.map(({ kind, language, versions: [current, ...earlier], upcoming }) => ({
      title: current.title,
      kind,
      language,
      ...version(current),
      earlierVersions: earlier.map(version),
      upcoming: upcoming.map(version),
    })),
  };
}

/**
 * `/legal/feed.atom`: one entry per version of every legal page, newest first, titled with the
 * page and the date, summarised by its `changes:`, filed under its kind as Open Terms Archive
 * names it. An upcoming version has its entry from the first build that contains it, dated by
 * its announcement; its id, its dated address, stays when it comes into force.
 */
export function legalFeed(site: SiteFacts, records: readonly LegalRecord[]): string {
  const entries = records.flatMap((record) => {
    const title = record.versions[0].title;
    const entry = (version: LegalVersionRecord, announced?: string): AtomEntry => {
      const changes = version.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join("");
      return {
        title: feedEntryTitle(site, title, version.date, record.language),
        // The version's own dated address: it stays the entry's id when a newer version comes.
        id: siteAddress(site, `${record.path}/${version.date}`),
        link: siteAddress(site, version.path),
        updated: announced ?? version.date,
        published: announced ?? version.date,
        ...(changes ? { summary: `<ul>${changes}</ul>` } : {}),
        category: DOCUMENT_TYPE_NAMES[record.kind] ?? title,
        language: record.language,
      };
    };
    return [
      ...record.upcoming.map((version) => entry(version, version.announced)),
      ...record.versions.map((version) => entry(version)),
    ];
  });
  return atomFeed(
    {
      address: siteAddress(site, LEGAL_FEED_FILE),
      title: fill(messagesIn(site.messages, site.language).legalFeedTitle, {
        product: site.productName,
      }),
      language: site.language,
      site: siteAddress(site, "/"),
      author: site.company.name,
    },
    entries,
  );
}
