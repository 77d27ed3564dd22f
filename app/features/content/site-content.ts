import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type Catalog,
  type CatalogPage,
  type CatalogVersion,
  ContentError,
  isFixedPage,
} from "./catalog.ts";
import {
  type ContentPageFrontMatter,
  contentPageFrontMatterSchema,
  type MarkdownPage,
  pageFrontMatterSchema,
  versionFrontMatterSchema,
} from "./front-matter.ts";
import { compileMarkdown } from "./markdown.ts";
import { validate } from "./validation.ts";
import { type DiffBlock, diffDocuments } from "./word-diff.ts";

/** A link to an earlier version of a legal page. */
export interface VersionLink {
  date: string;
  path: string;
}

/** An earlier version of a legal page, as its own page shows it. */
export interface ArchivedVersion {
  /** The version's own title and description, as they were. */
  title: string;
  description: string;
  /** The day it came into force. */
  date: string;
  /** The day the version after it came into force. */
  supersededOn: string;
  /** The current page: its address and title. */
  current: { path: string; title: string };
  /** What the version after it changed, in its own words. */
  nextChanges: string[];
  /** Its text, marked with the changes the version after it made. */
  blocks: DiffBlock[];
}

/** What `content/` holds beyond the fixed pages: the pages of `content/pages/` and legal history. */
export interface SiteContent {
  pages: Record<string, MarkdownPage<ContentPageFrontMatter>>;
  /** Earlier versions of each legal page, newest first, by the page's address. */
  history: Record<string, VersionLink[]>;
  versions: Record<string, ArchivedVersion>;
}

/** One version of a legal document: its Markdown and what its front matter says. */
interface LegalText {
  source: string;
  title: string;
  date: string;
  changes: string[];
}

async function currentText(contentDir: string, page: CatalogPage): Promise<LegalText> {
  const file = join(contentDir, page.file);
  const source = await readFile(file, "utf8");
  const { frontMatter } = await compileMarkdown(source);
  const checked = isFixedPage(page)
    ? validate(pageFrontMatterSchema, frontMatter, file, "front matter")
    : validate(contentPageFrontMatterSchema, frontMatter, file, "front matter");
  return { source, title: checked.title, date: checked.updated ?? "", changes: checked.changes };
}

async function versionText(contentDir: string, version: CatalogVersion) {
  const file = join(contentDir, version.file);
  const source = await readFile(file, "utf8");
  const { frontMatter } = await compileMarkdown(source);
  const checked = validate(versionFrontMatterSchema, frontMatter, file, "front matter");
  return {
    file,
    text: { source, title: checked.title, date: version.date, changes: checked.changes },
    checked,
  };
}

/** The earlier versions of one legal page, oldest first, each compared with the one after it. */
async function pageHistory(contentDir: string, page: CatalogPage, versions: CatalogVersion[]) {
  const current = await currentText(contentDir, page);
  const sorted = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const texts = await Promise.all(sorted.map((version) => versionText(contentDir, version)));
  const archived: Record<string, ArchivedVersion> = {};
  texts.forEach(({ file, text, checked }, index) => {
    const next = texts[index + 1]?.text ?? current;
    if (text.date >= next.date) {
      throw new ContentError(
        `${file}: an earlier version must be older than the version after it (${next.date})`,
      );
    }
    const version = sorted[index] as CatalogVersion;
    archived[version.path] = {
      title: checked.title,
      description: checked.description,
      date: text.date,
      supersededOn: next.date,
      current: { path: page.path, title: current.title },
      nextChanges: next.changes,
      blocks: diffDocuments(text.source, next.source),
    };
  });
  const links = sorted.map(({ date, path }) => ({ date, path })).reverse();
  return { links, archived };
}

/**
 * Compiles the pages of `content/pages/` and the history of every legal page. Each
 * earlier version is compared with the version after it (the current page for the
 * latest), word by word.
 */
export async function loadSiteContent(
  contentDir: string,
  catalog: Catalog,
  base: string,
): Promise<SiteContent> {
  const content: SiteContent = { pages: {}, history: {}, versions: {} };
  for (const page of catalog.pages.filter((candidate) => !isFixedPage(candidate))) {
    const file = join(contentDir, page.file);
    const compiled = await compileMarkdown(await readFile(file, "utf8"), base);
    const frontMatter = validate(
      contentPageFrontMatterSchema,
      compiled.frontMatter,
      file,
      "front matter",
    );
    content.pages[page.path] = { ...compiled, frontMatter };
  }
  for (const page of catalog.pages.filter((candidate) => candidate.layout === "legal")) {
    const versions = catalog.versions.filter((version) => version.pagePath === page.path);
    const { links, archived } = await pageHistory(contentDir, page, versions);
    content.history[page.path] = links;
    Object.assign(content.versions, archived);
  }
  return content;
}
