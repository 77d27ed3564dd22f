import { join } from "node:path";
import type { GenericSchema } from "valibot";
import {
  type ArchivedVersion,
  contentPageFrontMatterSchema,
  pageFrontMatterSchema,
  type SiteContent,
  versionFrontMatterSchema,
} from "#contracts/content.ts";
import {
  type Catalog,
  type CatalogPage,
  type CatalogVersion,
  contentFile,
  isFixedPage,
} from "#node-shared/content-catalog.ts";
import { ContentError, HISTORY_KEY_HINTS } from "#node-shared/content-errors.ts";
import { validate } from "#node-shared/validation.ts";
import { compileMarkdown, type PictureOf } from "./markdown.ts";
import { diffDocuments } from "./word-diff.ts";

/** One version of a legal document: where it is, its Markdown and what its front matter says. */
interface LegalText {
  file: string;
  source: string;
  title: string;
  description: string;
  date: string;
  changes: string[];
}

/** A version's Markdown with its front matter checked (nothing else of it is compiled). */
function legalText<T extends { title: string; description: string; changes: string[] }>(
  where: { contentDir: string; catalog: Catalog; file: string },
  schema: GenericSchema<unknown, T>,
  date: (checked: T) => string,
  keyHints?: Readonly<Record<string, string>>,
): LegalText {
  const { source, frontMatter } = contentFile(where.catalog, where.file);
  const file = join(where.contentDir, where.file);
  const checked = validate(schema, frontMatter, file, "front matter", { source, keyHints });
  const { title, description, changes } = checked;
  return { file, source, title, description, date: date(checked), changes };
}

function currentText(contentDir: string, catalog: Catalog, page: CatalogPage): LegalText {
  const where = { contentDir, catalog, file: page.file };
  return isFixedPage(page)
    ? legalText(where, pageFrontMatterSchema, (checked) => checked.updated)
    : legalText(where, contentPageFrontMatterSchema, (checked) => checked.updated ?? "");
}

/** The earlier versions of one legal page, oldest first, each compared with the one after it. */
function pageHistory(
  contentDir: string,
  catalog: Catalog,
  page: CatalogPage,
  versions: CatalogVersion[],
) {
  const current = currentText(contentDir, catalog, page);
  const sorted = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const texts = sorted.map((version) =>
    legalText(
      { contentDir, catalog, file: version.file },
      versionFrontMatterSchema,
      () => version.date,
      HISTORY_KEY_HINTS,
    ),
  );
  const archived: Record<string, ArchivedVersion> = {};
  texts.forEach((text, index) => {
    const next = texts[index + 1] ?? current;
    if (text.date >= next.date) {
      throw new ContentError(
        `${text.file}: an earlier version must be older than the version after it (${next.date})`,
      );
    }
    archived[(sorted[index] as CatalogVersion).path] = {
      title: text.title,
      description: text.description,
      date: text.date,
      supersededOn: next.date,
      current: { path: page.path, title: current.title },
      nextChanges: next.changes,
      blocks: diffDocuments(text.source, next.source, page.language),
    };
  });
  const links = sorted.map(({ date, path }) => ({ date, path })).reverse();
  return { links, archived };
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
 * the latest), word by word.
 */
export async function loadSiteContent(
  contentDir: string,
  catalog: Catalog,
  pictureOf?: (markdownFile: string) => PictureOf,
): Promise<SiteContent> {
  const content: SiteContent = {
    homes: {},
    pages: {},
    translations: {},
    history: {},
    versions: {},
  };
  for (const { basePath, language } of [...catalog.pages, ...catalog.versions]) {
    content.translations[basePath] = [...(content.translations[basePath] ?? []), language];
  }
  for (const page of catalog.pages.filter((candidate) => candidate.layout !== "home")) {
    const file = join(contentDir, page.file);
    const { source } = contentFile(catalog, page.file);
    const compiled = await compileMarkdown(source, pictureOf?.(file));
    content.pages[page.path] = {
      ...compiled,
      frontMatter: pageFrontMatter(page, compiled.frontMatter, file, source),
    };
  }
  for (const page of catalog.pages.filter((candidate) => candidate.layout === "legal")) {
    const versions = catalog.versions.filter((version) => version.pagePath === page.path);
    const { links, archived } = pageHistory(contentDir, catalog, page, versions);
    content.history[page.path] = links;
    Object.assign(content.versions, archived);
  }
  return content;
}
