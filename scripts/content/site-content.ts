import { readFile } from "node:fs/promises";
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
  ContentError,
  isFixedPage,
  readFrontMatter,
} from "#node-shared/content-catalog.ts";
import { compileMarkdown, type PictureOf } from "./markdown.ts";
import { validate } from "./validation.ts";
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

/** Reads a version's Markdown and checks its front matter (nothing else of it is compiled). */
async function legalText<T extends { title: string; description: string; changes: string[] }>(
  file: string,
  schema: GenericSchema<unknown, T>,
  date: (checked: T) => string,
): Promise<LegalText> {
  const source = await readFile(file, "utf8");
  const checked = validate(schema, readFrontMatter(file), file, "front matter");
  const { title, description, changes } = checked;
  return { file, source, title, description, date: date(checked), changes };
}

function currentText(contentDir: string, page: CatalogPage): Promise<LegalText> {
  const file = join(contentDir, page.file);
  return isFixedPage(page)
    ? legalText(file, pageFrontMatterSchema, (checked) => checked.updated)
    : legalText(file, contentPageFrontMatterSchema, (checked) => checked.updated ?? "");
}

/** The earlier versions of one legal page, oldest first, each compared with the one after it. */
async function pageHistory(contentDir: string, page: CatalogPage, versions: CatalogVersion[]) {
  const current = await currentText(contentDir, page);
  const sorted = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const texts = await Promise.all(
    sorted.map((version) =>
      legalText(join(contentDir, version.file), versionFrontMatterSchema, () => version.date),
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
  pictureOf?: (markdownFile: string) => PictureOf,
): Promise<SiteContent> {
  const content: SiteContent = { pages: {}, history: {}, versions: {} };
  for (const page of catalog.pages.filter((candidate) => !isFixedPage(candidate))) {
    const file = join(contentDir, page.file);
    const compiled = await compileMarkdown(await readFile(file, "utf8"), pictureOf?.(file));
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
