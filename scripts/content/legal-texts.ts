import { join } from "node:path";
import type { GenericSchema } from "valibot";
import {
  contentPageFrontMatterSchema,
  pageFrontMatterSchema,
  versionFrontMatterSchema,
} from "#contracts/content.ts";
import {
  type Catalog,
  type CatalogPage,
  contentFile,
  isFixedPage,
} from "#node-shared/content-catalog.ts";
import { ContentError, fromRoot, HISTORY_KEY_HINTS } from "#node-shared/content-errors.ts";
import { validate } from "#node-shared/validation.ts";

/** One version of a legal document: where it is, its Markdown and what its front matter says. */
export interface LegalText {
  /** The Markdown file (from the content folder's parent, as the build names files). */
  file: string;
  source: string;
  /** Its own address: the page's for the version in force, a dated one for the others. */
  path: string;
  title: string;
  description: string;
  /** The day it came (or comes) into force. */
  date: string;
  changes: string[];
}

/** The versions of one legal page as of the build's date. */
export interface LegalTexts {
  /** The version in force, shown at the page's address. */
  current: LegalText;
  /** The versions before it, oldest first. */
  earlier: LegalText[];
  /**
   * The page's own text when it takes effect after the build's date, with the day it was
   * announced, and whether that is after the build's date (which only the development server shows).
   */
  upcoming?: LegalText & { announced: string; announcedLater?: true };
}

/** A version's Markdown with its front matter checked (nothing else of it is compiled). */
function legalText<T extends { title: string; description: string; changes: string[] }>(
  where: { contentDir: string; catalog: Catalog; file: string; path: string },
  schema: GenericSchema<unknown, T>,
  date: (checked: T) => string,
  keyHints?: Readonly<Record<string, string>>,
): LegalText & { checked: T } {
  const { source, frontMatter } = contentFile(where.catalog, where.file);
  const file = join(where.contentDir, where.file);
  const checked = validate(schema, frontMatter, file, "front matter", { source, keyHints });
  const { title, description, changes } = checked;
  return {
    file,
    source,
    path: where.path,
    title,
    description,
    date: date(checked),
    changes,
    checked,
  };
}

/** The page's own file, checked against a fixed page's fields or those of a page of `pages/`. */
function ownText(contentDir: string, catalog: Catalog, page: CatalogPage, path: string) {
  const where = { contentDir, catalog, file: page.file, path };
  const { checked, ...text } = isFixedPage(page)
    ? legalText(where, pageFrontMatterSchema, (fields) => fields.updated)
    : legalText(where, contentPageFrontMatterSchema, (fields) => fields.updated ?? "");
  return { ...text, announced: checked.announced };
}

/**
 * Every version of a legal page as of the build's date: the one in force (the page's own file,
 * or while that is upcoming, its newest earlier version), the earlier ones, and the upcoming one.
 * An upcoming version must say when it was announced, on or before the day it takes effect.
 */
export function legalTexts(contentDir: string, catalog: Catalog, page: CatalogPage): LegalTexts {
  const versions = catalog.versions.filter((version) => version.pagePath === page.path);
  const historyText = (file: string, date: string, path: string): LegalText => {
    const where = { contentDir, catalog, file, path };
    const { checked: _, ...text } = legalText(
      where,
      versionFrontMatterSchema,
      () => date,
      HISTORY_KEY_HINTS,
    );
    return text;
  };
  const earlier = versions
    .filter((version) => !version.upcoming)
    .map((version) => historyText(version.file, version.date, version.path))
    .sort((a, b) => a.date.localeCompare(b.date));
  const upcomingVersion = versions.find((version) => version.upcoming);
  const { announced, ...own } = ownText(
    contentDir,
    catalog,
    page,
    upcomingVersion?.path ?? page.path,
  );
  if (!page.inForce) return { current: own, earlier };
  // The catalog made the page's own file upcoming, and its newest earlier version current; it
  // left the own file out when it is announced after the build's date.
  const current = historyText(page.inForce.file, page.inForce.date, page.path);
  if (!upcomingVersion) return { current, earlier };
  if (!announced) {
    throw new ContentError(
      `announced: missing: updated: ${own.date} is after the build's date, so this version is announced before it takes effect`,
      { file: fromRoot(own.file) },
      "Add the day you announce it (announced: YYYY-MM-DD), usually the day you publish this build.",
    );
  }
  if (announced > own.date) {
    throw new ContentError(
      `announced: ${announced} is after updated: ${own.date}; a change is announced before it takes effect`,
      { file: fromRoot(own.file) },
    );
  }
  return {
    current,
    earlier,
    upcoming: {
      ...own,
      announced,
      ...(upcomingVersion.announcedLater ? { announcedLater: true as const } : {}),
    },
  };
}
