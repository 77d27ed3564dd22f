import { createHash } from "node:crypto";
import { join } from "node:path";
import { Feed } from "feed";
import {
  contentPageFrontMatterSchema,
  pageFrontMatterSchema,
  versionFrontMatterSchema,
} from "#contracts/content.ts";
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
import { HISTORY_KEY_HINTS } from "#node-shared/content-errors.ts";
import { validate } from "#node-shared/validation.ts";
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
}

function sha256(source: string): string {
  const text = hashedText(markdownBlocks(source).map((block) => block.text));
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * Every legal page of the catalog, in every language, and its earlier versions: by language
 * (in the site's order), then by path.
 */
export function readLegalRecords(contentDir: string, catalog: Catalog): LegalRecord[] {
  const records: LegalRecord[] = [];
  const order = catalog.languages.map((language) => language.code);
  const legalPages = catalog.pages
    .filter((page) => page.layout === "legal")
    .sort(
      (a, b) =>
        order.indexOf(a.language) - order.indexOf(b.language) || a.path.localeCompare(b.path),
    );
  for (const page of legalPages) {
    const file = join(contentDir, page.file);
    const { source, frontMatter } = contentFile(catalog, page.file);
    const { title, changes, updated, kind } = isFixedPage(page)
      ? {
          ...validate(pageFrontMatterSchema, frontMatter, file, "front matter", { source }),
          kind: FIXED_LEGAL_KINDS[page.basePath],
        }
      : (() => {
          const checked = validate(
            contentPageFrontMatterSchema,
            frontMatter,
            file,
            "front matter",
            {
              source,
            },
          );
          return { ...checked, kind: checked.legalKind };
        })();
    const current = {
      date: updated ?? "",
      path: page.path,
      title,
      changes,
      sha256: sha256(source),
    };
    const earlier = catalog.versions
      .filter((version) => version.pagePath === page.path)
      .map((version) => {
        const versionFile = join(contentDir, version.file);
        const versionContent = contentFile(catalog, version.file);
        const checked = validate(
          versionFrontMatterSchema,
          versionContent.frontMatter,
          versionFile,
          "front matter",
          { source: versionContent.source, keyHints: HISTORY_KEY_HINTS },
        );
        return {
          date: version.date,
          path: version.path,
          title: checked.title,
          changes: checked.changes,
          sha256: sha256(versionContent.source),
        };
      });
    earlier.sort((a, b) => b.date.localeCompare(a.date));
    const defaultKind = page.basePath.split("/").pop()?.toLowerCase() ?? "legal";
    records.push({
      path: page.path,
      language: page.language,
      kind: kind ?? defaultKind,
      versions: [current, ...earlier],
    });
  }
  return records;
}

interface SiteFacts {
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
const siteAddress = (site: SiteFacts, pathInSite: string) =>
  `${site.siteUrl}/${pathInSite.replace(/^\//, "")}`;

/** `/legal/index.json`: every legal document, its current version and the earlier ones. */
export function legalIndex(site: SiteFacts, records: readonly LegalRecord[]): LegalIndex {
  const version = ({ date, path, sha256: hash }: LegalVersionRecord) => ({
    date,
    url: siteAddress(site, path),
    sha256: hash,
  });
  return {
    feed: siteAddress(site, LEGAL_FEED_FILE),
    documents: records.map(({ kind, language, versions: [current, ...earlier] }) => ({
      title: current.title,
      kind,
      language,
      ...version(current),
      earlierVersions: earlier.map(version),
    })),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `/legal/feed.atom`: one entry per version of every legal page, newest first, titled with the
 * page and the date, summarised by its `changes:`, filed under its kind as Open Terms Archive
 * names it. Dated by the versions alone, so that a rebuild of the same content writes the same feed.
 */
export function legalFeed(site: SiteFacts, records: readonly LegalRecord[]): string {
  const entries = records
    .flatMap((record) =>
      record.versions.map((version) => ({ record, version, title: record.versions[0].title })),
    )
    .sort((a, b) => b.version.date.localeCompare(a.version.date) || a.title.localeCompare(b.title));
  const newest = entries[0]?.version.date ?? "1970-01-01";
  const feed = new Feed({
    id: siteAddress(site, LEGAL_FEED_FILE),
    title: fill(messagesIn(site.messages, site.language).legalFeedTitle, {
      product: site.productName,
    }),
    link: siteAddress(site, "/"),
    language: site.language,
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { atom: siteAddress(site, LEGAL_FEED_FILE) },
    generator: false,
    // Atom asks for an author of the feed: the company whose documents these are.
    author: { name: site.company.name, link: siteAddress(site, "/") },
  });
  for (const { record, version, title } of entries) {
    const date = new Date(`${version.date}T00:00:00Z`);
    const changes = version.changes.map((change) => `<li>${escapeHtml(change)}</li>`).join("");
    feed.addItem({
      title: escapeHtml(feedEntryTitle(site, title, version.date, record.language)),
      // The version's own dated address: it stays the entry's id when a newer version comes.
      id: siteAddress(site, `${record.path}/${version.date}`),
      link: siteAddress(site, version.path),
      date,
      published: date,
      ...(changes ? { description: `<ul>${changes}</ul>` } : {}),
      category: [{ term: DOCUMENT_TYPE_NAMES[record.kind] ?? title }],
    });
  }
  return feed.atom1();
}
