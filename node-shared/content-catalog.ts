import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { parse as parseYaml, YAMLError } from "yaml";
import { reservedFirstSegments } from "#contracts/http/address-table.ts";
import { DEFAULT_LANGUAGES, type Language, pathInLanguage } from "#contracts/languages.ts";
import { ContentError, frontMatterSyntaxError } from "./content-errors.ts";

/** How a page is laid out: the home page's hero, a legal document, or a plain page. */
export type PageLayout = "home" | "legal" | "plain";

export interface CatalogPage {
  /** The page's address on the site, e.g. `/Support`, `/de/Support`. */
  path: string;
  /** The code of the language it is written in. */
  language: string;
  /** Its address in the default language, shared by all its translations, e.g. `/Support`. */
  basePath: string;
  /** The Markdown file, relative to the content folder. */
  file: string;
  layout: PageLayout;
}

export interface CatalogVersion {
  /** The earlier version's address, e.g. `/PrivacyPolicy/2026-05-01`. */
  path: string;
  language: string;
  /** Its address in the default language, shared by all its translations. */
  basePath: string;
  file: string;
  /** The address of the page it is an earlier version of. */
  pagePath: string;
  /** The day it came into force, `YYYY-MM-DD`. */
  date: string;
}

/** A Markdown file of the content folder as it was read: its text and its front matter. */
export interface ContentFile {
  source: string;
  frontMatter: Record<string, unknown>;
}

/**
 * Every page the content folder makes, every earlier version of a legal page, and the
 * Markdown files they come from, read once (a draft, without a `path:`, is not among them).
 */
export interface Catalog {
  languages: readonly Language[];
  pages: CatalogPage[];
  versions: CatalogVersion[];
  /** By path relative to the content folder (a fixed page whose file is missing is absent). */
  files: ReadonlyMap<string, ContentFile>;
}

/** The pages of SPEC, whose paths and layouts are fixed (as the default language has them). */
export const FIXED_PAGES: readonly Pick<CatalogPage, "path" | "file" | "layout">[] = [
  { path: "/", file: "home.md", layout: "home" },
  { path: "/PrivacyPolicy", file: "privacy-policy.md", layout: "legal" },
  { path: "/TermsConditions", file: "terms-conditions.md", layout: "legal" },
];

/** Whether a page is one of the fixed pages (the others come from `content/pages/`). */
export function isFixedPage(page: CatalogPage): boolean {
  return FIXED_PAGES.some((fixed) => fixed.path === page.basePath);
}

export const PAGES_FOLDER = "pages";
export const HISTORY_FOLDER = "history";

const PAGE_PATH = /^\/[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;
/** Addresses the site itself uses: its files, the icon endpoint, the social cards. */
const RESERVED_FIRST_SEGMENTS = reservedFirstSegments();
/** Pages whose file would be one the site writes itself: `index.html`, `404.html`. */
const RESERVED_PATHS = ["/index", "/404"];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The front matter of Markdown source, as a plain object (empty when it has none): the one
 * reader of front matter, for the route table and the pages alike.
 */
export function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return {};
  const data = parseYaml(match[1] ?? "", { schema: "core" }) as unknown;
  return data && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** Why a page path is refused, or null when it is a good one. */
export function pathProblem(path: string): string | null {
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  if (RESERVED_FIRST_SEGMENTS.includes(first) || RESERVED_PATHS.includes(path.toLowerCase())) {
    const reserved = [
      ...RESERVED_FIRST_SEGMENTS.map((segment) => `/${segment}`),
      ...RESERVED_PATHS,
    ];
    return `is taken by the site itself (${reserved.join(", ")})`;
  }
  if (!PAGE_PATH.test(path)) {
    return "must look like /Name or /Section/Name: a / then letters, digits and dashes, no trailing /";
  }
  return null;
}

function isRealDate(date: string): boolean {
  const match = ISO_DATE.exec(date);
  if (!match) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Records which file claims each address; two files for one address (in any letter case) is an error. */
class AddressBook {
  readonly #byKey = new Map<string, { path: string; file: string }>();

  claim(path: string, file: string) {
    // Case-insensitive file systems would write /Support and /support to one file.
    const key = path.toLowerCase();
    const earlier = this.#byKey.get(key);
    if (earlier) {
      const same = earlier.path === path ? path : `${earlier.path} and ${path}`;
      throw new ContentError(
        `${earlier.file} and ${file} both claim the page ${same}`,
        undefined,
        "Give one of them another path: (addresses differ in more than their letter case), or delete one.",
      );
    }
    this.#byKey.set(key, { path, file });
  }
}

/**
 * Reads which pages `content/` makes, in each language: the fixed pages, every Markdown
 * file in `pages/` with a `path:`, and every earlier version in
 * `history/<page path>/<YYYY-MM-DD>.md`. The default language's files are in `content/`
 * itself, another language's in `content/<code>/`, and a page missing there does not exist
 * in that language. Throws a `ContentError` naming the files for a malformed path, two files
 * claiming one path, or a version of a page that is not a legal page. Synchronous, so that
 * the route table can use it.
 */
export function readCatalog(
  contentDir: string,
  languages: readonly Language[] = DEFAULT_LANGUAGES,
): Catalog {
  const root = resolve(contentDir);
  const name = (file: string) => relative(process.cwd(), file).split(sep).join("/");
  const inContent = (file: string) => relative(root, file).split(sep).join("/");
  const files = new Map<string, ContentFile>();
  const read = (file: string): ContentFile => {
    const source = readFileSync(file, "utf8");
    try {
      return { source, frontMatter: frontMatterOf(source) };
    } catch (error) {
      if (error instanceof YAMLError) throw frontMatterSyntaxError(file, error, source);
      throw error;
    }
  };
  const keep = (file: string, contents: ContentFile) => files.set(inContent(file), contents);
  const addresses = new AddressBook();
  const pages: CatalogPage[] = [];
  const versions: CatalogVersion[] = [];
  const codes = languages.slice(1).map((language) => language.code.toLowerCase());

  languages.forEach(({ code }, index) => {
    const languageDir = index === 0 ? root : join(root, code);
    const at = (basePath: string) => pathInLanguage(basePath, code, languages);
    const languagePages: CatalogPage[] = [];
    for (const page of FIXED_PAGES) {
      const file = join(languageDir, page.file);
      if (index === 0) {
        // A fixed page that is missing fails where the app imports it, naming itself.
        if (existsSync(file)) keep(file, read(file));
      } else if (existsSync(file)) {
        keep(file, read(file));
      } else {
        continue;
      }
      addresses.claim(at(page.path), name(file));
      languagePages.push({
        ...page,
        path: at(page.path),
        language: code,
        basePath: page.path,
        file: inContent(file),
      });
    }
    for (const file of markdownFiles(join(languageDir, PAGES_FOLDER))) {
      const contents = read(file);
      const { path, layout = "plain" } = contents.frontMatter;
      // A file without a path is a draft: no page, so nothing of it is built.
      if (path === undefined) continue;
      if (typeof path !== "string") throw new ContentError(`${name(file)}: path: must be text`);
      const problem = pathProblem(path);
      if (problem) throw new ContentError(`${name(file)}: path: ${path} ${problem}`);
      if (codes.includes(path.split("/")[1]?.toLowerCase() ?? "")) {
        throw new ContentError(
          `${name(file)}: path: ${path} starts with a language's code; a page in that language belongs in its own folder`,
        );
      }
      if (layout !== "legal" && layout !== "plain") {
        throw new ContentError(`${name(file)}: layout: must be "legal" or "plain"`);
      }
      addresses.claim(at(path), name(file));
      keep(file, contents);
      languagePages.push({
        path: at(path),
        language: code,
        basePath: path,
        file: inContent(file),
        layout,
      });
    }

    const historyDir = join(languageDir, HISTORY_FOLDER);
    for (const file of markdownFiles(historyDir)) {
      const where = relative(historyDir, file).split(sep);
      const date = where.pop()?.replace(/\.md$/, "") ?? "";
      const basePagePath = `/${where.join("/")}`;
      if (!isRealDate(date)) {
        throw new ContentError(`${name(file)}: the file name must be the date, e.g. 2026-05-01.md`);
      }
      const page = languagePages.find((candidate) => candidate.basePath === basePagePath);
      if (page?.layout !== "legal") {
        throw new ContentError(
          `${name(file)}: ${basePagePath} is not a legal page, so it has no history (folders in ${HISTORY_FOLDER}/ are named after a legal page's path)`,
        );
      }
      const path = `${page.path}/${date}`;
      addresses.claim(path, name(file));
      keep(file, read(file));
      versions.push({
        path,
        language: code,
        basePath: `${basePagePath}/${date}`,
        file: inContent(file),
        pagePath: page.path,
        date,
      });
    }
    pages.push(...languagePages);
  });
  return { languages, pages, versions, files };
}

/**
 * The pages of the default language that a language has no translation of, by file: what a
 * site owner may still have to write (never an error).
 */
export function missingTranslations(catalog: Catalog): { language: string; files: string[] }[] {
  const [first, ...others] = catalog.languages;
  if (!first) return [];
  const original = catalog.pages.filter((page) => page.language === first.code);
  return others
    .map(({ code }) => ({
      language: code,
      files: original
        .filter(
          (page) =>
            !catalog.pages.some(
              (translation) =>
                translation.language === code && translation.basePath === page.basePath,
            ),
        )
        .map((page) => `${code}/${page.file}`),
    }))
    .filter(({ files }) => files.length > 0);
}

/**
 * The translated legal pages that are an older version than the default language's: each with
 * its file, its date and the default language's date (`updated:`), once per page.
 */
export function outdatedTranslations(
  catalog: Catalog,
): { file: string; date: string; original: { file: string; date: string } }[] {
  const [first] = catalog.languages;
  const updated = (file: string) => {
    const date = catalog.files.get(file)?.frontMatter.updated;
    return typeof date === "string" ? date : undefined;
  };
  return catalog.pages.flatMap((page) => {
    if (page.layout !== "legal" || page.language === first?.code) return [];
    const original = catalog.pages.find(
      (candidate) => candidate.language === first?.code && candidate.basePath === page.basePath,
    );
    const date = updated(page.file);
    const originalDate = original && updated(original.file);
    if (!original || !date || !originalDate || date >= originalDate) return [];
    return [{ file: page.file, date, original: { file: original.file, date: originalDate } }];
  });
}

/** A Markdown file of the catalog, by its path relative to the content folder. */
export function contentFile(catalog: Catalog, file: string): ContentFile {
  const found = catalog.files.get(file);
  if (!found) throw new ContentError(`${file}: missing from the content folder`);
  return found;
}

// The route table, the build's plugins and its last steps are loaded apart (each may have a
// copy of this module), so the catalogs they share are kept on the global object.
const CATALOGS = Symbol.for("content-catalogs");
const catalogs = () => {
  const global = globalThis as { [CATALOGS]?: Map<string, Catalog> };
  global[CATALOGS] ??= new Map();
  return global[CATALOGS];
};

/**
 * The catalog of a content folder, read once per build and shared by everything the build
 * makes of it: routes, pages, images, social cards, the sitemap's pages, the legal feeds.
 */
export function contentCatalog(
  contentDir: string,
  languages: readonly Language[] = DEFAULT_LANGUAGES,
): Catalog {
  const key = `${resolve(contentDir)}\0${languages.map((language) => language.code).join(",")}`;
  const known = catalogs().get(key);
  if (known) return known;
  const catalog = readCatalog(contentDir, languages);
  catalogs().set(key, catalog);
  return catalog;
}

/** Drops a folder's catalog after an edit (development server): the next use reads it again. */
export function forgetContentCatalog(contentDir: string) {
  const folder = `${resolve(contentDir)}\0`;
  for (const key of catalogs().keys()) if (key.startsWith(folder)) catalogs().delete(key);
}
