import { join } from "node:path";
import {
  type ArchivedVersion,
  contentPageFrontMatterSchema,
  type MarkdownNode,
  pageFrontMatterSchema,
  type SiteContent,
  type UpcomingVersion,
} from "#contracts/content.ts";
import { messagesIn } from "#contracts/messages.ts";
import { releaseAnchor, releaseHeadingId } from "#contracts/page-ids.ts";
import {
  type Catalog,
  type CatalogPage,
  contentFile,
  isFixedPage,
} from "#node-shared/content-catalog.ts";
import { ContentError, fromRoot } from "#node-shared/content-errors.ts";
import { validate } from "#node-shared/validation.ts";
import { legalTexts } from "./legal-texts.ts";
import { compileMarkdown, type PictureOf, pageIds, type TextWords } from "./markdown.ts";
import { diffDocuments } from "./word-diff.ts";

/**
 * The versions of one legal page as of the build's date: each earlier version compared with the
 * version after it, the upcoming one (if any) compared with the version in force, and the links
 * to the earlier versions, newest first.
 */
function pageVersions(contentDir: string, catalog: Catalog, page: CatalogPage) {
  const { current, earlier, upcoming } = legalTexts(contentDir, catalog, page);
  const versions: Record<string, ArchivedVersion | UpcomingVersion> = {};
  earlier.forEach((text, index) => {
    const next = earlier[index + 1] ?? current;
    if (text.date >= next.date) {
      throw new ContentError(
        `an earlier version must be older than the version after it (${next.date})`,
        { file: fromRoot(text.file) },
      );
    }
    versions[text.path] = {
      status: "earlier",
      title: text.title,
      description: text.description,
      date: text.date,
      supersededOn: next.date,
      current: { path: page.path, title: current.title },
      nextChanges: next.changes,
      blocks: diffDocuments(text.source, next.source, page.language),
    };
  });
  if (upcoming) {
    versions[upcoming.path] = {
      status: "upcoming",
      title: upcoming.title,
      description: upcoming.description,
      date: upcoming.date,
      announced: upcoming.announced,
      ...(upcoming.announcedLater ? { announcedLater: true as const } : {}),
      current: { path: page.path, title: current.title, date: current.date },
      changes: upcoming.changes,
      blocks: diffDocuments(current.source, upcoming.source, page.language),
    };
  }
  const links = earlier.map(({ date, path }) => ({ date, path })).reverse();
  const notice = upcoming && {
    path: upcoming.path,
    date: upcoming.date,
    changes: upcoming.changes,
    ...(upcoming.announcedLater ? { announcedOn: upcoming.announced } : {}),
  };
  return { current, links, versions, notice };
}

/**
 * The front matter of a page other than the home page, checked: a fixed legal page's against
 * its own fields (its address and layout are fixed), a page of `pages/` against those.
 */
function pageFrontMatter(page: CatalogPage, frontMatter: unknown, file: string, source: string) {
  if (!isFixedPage(page)) {
    return validate(contentPageFrontMatterSchema, frontMatter, file, "front matter", { source });
  }
  const checked = validate(pageFrontMatterSchema, frontMatter, file, "front matter", { source });
  return { ...checked, path: page.basePath, layout: "legal" as const };
}

/**
 * Compiles every page but the home pages (the content plugin compiles those, with their hero
 * picture) and the history of every legal page, in every language, and lists the languages of
 * each page. Each earlier version is compared with the version after it (the current page for
 * the latest), word by word. Footnotes and alerts are named in each language's words (`textWords`,
 * by language code).
 */
export async function loadSiteContent(
  contentDir: string,
  catalog: Catalog,
  textWords: Readonly<Record<string, TextWords>>,
  pictureOf?: (markdownFile: string) => PictureOf,
): Promise<SiteContent> {
  const wordsIn = (language: string) => ({ words: messagesIn(textWords, language) });
  const content: SiteContent = {
    homes: {},
    pages: {},
    translations: {},
    history: {},
    versions: {},
    upcoming: {},
    releases: {},
  };
  for (const { basePath, language } of [...catalog.pages, ...catalog.versions]) {
    content.translations[basePath] = [...(content.translations[basePath] ?? []), language];
  }
  for (const page of catalog.pages) {
    if (page.layout === "home" || page.layout === "releases") continue;
    const file = join(contentDir, page.file);
    const { source, frontMatter } = contentFile(catalog, page.file);
    const checked = pageFrontMatter(page, frontMatter, file, source);
    if (page.layout !== "legal") {
      content.pages[page.path] = {
        ...(await compileMarkdown(source, pictureOf?.(file), wordsIn(page.language))),
        frontMatter: checked,
      };
      continue;
    }
    const { current, links, versions, notice } = pageVersions(contentDir, catalog, page);
    // The page shows the version in force: its own file's, or an earlier file's while its own
    // is upcoming (then the page keeps its own settings, and takes the words and dates of that).
    const compiled = await compileMarkdown(
      current.source,
      pictureOf?.(current.file),
      wordsIn(page.language),
    );
    const { announced: _, ...settings } = checked;
    content.pages[page.path] = {
      ...compiled,
      frontMatter: {
        ...settings,
        title: current.title,
        description: current.description,
        updated: current.date,
        changes: current.changes,
      },
    };
    content.history[page.path] = links;
    Object.assign(content.versions, versions);
    if (notice) content.upcoming[page.path] = notice;
  }
  // The release notes are one page: a release's headings are named after it (`v2.4.0-fixes`),
  // clear of every release's own ids.
  const releaseIds = pageIds();
  for (const { version } of catalog.releases) {
    releaseIds.add(releaseAnchor(version)).add(releaseHeadingId(version));
  }
  for (const release of catalog.releases) {
    const file = join(contentDir, release.file);
    const { source } = contentFile(catalog, release.file);
    const { body } = await compileMarkdown(source, pictureOf?.(file), {
      prefix: `${releaseAnchor(release.version)}-`,
      taken: releaseIds,
      under: 2,
      ...wordsIn(release.language),
    });
    const at = catalog.pages.find(
      (page) => page.layout === "releases" && page.language === release.language,
    )?.path;
    if (!at) continue;
    content.releases[at] = [
      ...(content.releases[at] ?? []),
      {
        version: release.version,
        date: release.date,
        ...(release.title ? { title: release.title } : {}),
        body,
        ...(release.draft ? { draft: true as const } : {}),
        ...(release.scheduled ? { scheduled: true as const } : {}),
      },
    ];
  }
  return content;
}

/** A legal page's upcoming text as the page will show it: its file, the page and its body. */
export interface UpcomingText {
  file: string;
  page: string;
  body: MarkdownNode[];
}

/**
 * The text of each upcoming legal version compiled as its page will show it once it applies
 * (the page's own file, while an earlier one is in force), announced or not yet: until then no
 * page shows it whole, and what it links to is checked from this.
 */
export async function compileUpcomingTexts(
  contentDir: string,
  catalog: Catalog,
  textWords: Readonly<Record<string, TextWords>>,
  pictureOf?: (markdownFile: string) => PictureOf,
): Promise<UpcomingText[]> {
  return Promise.all(
    catalog.pages
      .filter((page) => page.inForce)
      .map(async ({ file, path, language }) => {
        const { source } = contentFile(catalog, file);
        const { body } = await compileMarkdown(source, pictureOf?.(join(contentDir, file)), {
          words: messagesIn(textWords, language),
        });
        return { file, page: path, body };
      }),
  );
}
