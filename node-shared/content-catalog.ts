import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { parse as parseYaml, YAMLError } from "yaml";
import { releaseFrontMatterSchema } from "#contracts/content.ts";
import { isRealDate } from "#contracts/dates.ts";
import {
  MARKDOWN_EXTENSION,
  reservedFirstSegments,
  WHATS_NEW_PATH,
} from "#contracts/http/address-table.ts";
import { DEFAULT_LANGUAGES, type Language, pathInLanguage } from "#contracts/languages.ts";
import { releaseAnchor } from "#contracts/page-ids.ts";
import { parseBuildEnv } from "./build-env.ts";
import { ContentError, frontMatterSyntaxError } from "./content-errors.ts";
import { isHiddenFile } from "./content-files.ts";
import { readContentText } from "./content-text.ts";
import { validate } from "./validation.ts";

/**
 * How a page is laid out: the home page's hero, a legal document, a plain page, or the release
 * notes (made of the files of `releases/`).
 */
export type PageLayout = "home" | "legal" | "plain" | "releases";

/** What a build publishes: as of which day, and whether drafts are shown (development only). */
export interface Publishing {
  /** `YYYY-MM-DD`: what is dated after it is scheduled (a release) or upcoming (a legal version). */
  date: string;
  /** Shows drafts and scheduled releases, marked: the development server does. */
  drafts: boolean;
}

/** The build's date (`BUILD_DATE`, or today) and whether it shows drafts (`npm run dev` does). */
export function publishingOf(env: Record<string, string | undefined> = process.env): Publishing {
  return { date: parseBuildEnv(env).buildDate, drafts: env.NODE_ENV === "development" };
}

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
  /** A draft, shown by the development server only. */
  draft?: true;
  /**
   * While the page's own file is upcoming (dated after the build's date), the earlier version in
   * force, which the page's address shows.
   */
  inForce?: { file: string; date: string };
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
  /** The day it came into force, `YYYY-MM-DD` (or comes into force, for an upcoming one). */
  date: string;
  /** A version that takes effect after the build's date: the page's own file, announced. */
  upcoming?: true;
  /** An upcoming version announced after the build's date, which only the development server shows. */
  announcedLater?: true;
  draft?: true;
}

/** A release of the product, from `releases/<version>.md`. */
export interface CatalogRelease {
  language: string;
  file: string;
  version: string;
  date: string;
  title?: string | undefined;
  draft?: true;
  /**
   * Dated after the build's date, and not a draft (which no build publishes, whatever its
   * date): shown by the development server only.
   */
  scheduled?: true;
}

/** A file the build leaves out, and why (the build prints one line for each). */
export interface LeftOut {
  /** From the content folder, e.g. `pages/beta.md`. */
  file: string;
  /** The address it would have had: a page's, or a release's section of the release notes. */
  path?: string;
  why: string;
  /**
   * For a release dated after the build's date, or a legal version announced after it: that
   * date, when a build publishes it, and what it publishes then.
   */
  due?: { date: string; what: string };
}

/** A Markdown file of the content folder as it was read: its text and its front matter. */
export interface ContentFile {
  source: string;
  frontMatter: Record<string, unknown>;
}

/**
 * Every page the content folder makes, every earlier version of a legal page, and the
 * Markdown files they come from, read once, as of the build's date: what a production build
 * leaves out (a draft, a release dated after it) is not among them, but listed in `leftOut`.
 */
export interface Catalog {
  languages: readonly Language[];
  publishing: Publishing;
  pages: CatalogPage[];
  /** Earlier and upcoming versions of the legal pages. */
  versions: CatalogVersion[];
  /** Every language's published releases, newest first. */
  releases: CatalogRelease[];
  leftOut: LeftOut[];
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
export const RELEASES_FOLDER = "releases";

/** Orders versions as numbers, part by part: 2.10.0 after 2.9.1; 3.0.0-beta before 3.0.0. */
export function compareVersions(a: string, b: string): number {
  const [aNumbers = "", aLabel] = a.split(/-(.*)/s);
  const [bNumbers = "", bLabel] = b.split(/-(.*)/s);
  const aParts = aNumbers.split(".").map(Number);
  const bParts = bNumbers.split(".").map(Number);
  for (let index = 0; index < Math.max(aParts.length, bParts.length); index++) {
    const difference = (aParts[index] ?? 0) - (bParts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  if (aLabel === bLabel) return 0;
  if (aLabel === undefined) return 1;
  if (bLabel === undefined) return -1;
  return aLabel.localeCompare(bLabel, "en", { numeric: true });
}

const PAGE_PATH = /^\/[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;
/** Addresses the site itself uses: its files, the icon endpoint, the social cards. */
const RESERVED_FIRST_SEGMENTS = reservedFirstSegments();
/**
 * Last names whose page file a host reads as something else: `index.html` as its folder's
 * page (`/Help/index` and `/Help` would be one file), `404.html` as its folder's not-found page.
 */
const RESERVED_LAST_NAMES = ["index", "404"];

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !isHiddenFile(relative(dir, file)))
    .sort();
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Whether Markdown source opens a front matter and never closes it, making it all text. */
function unclosedFrontMatter(source: string): boolean {
  return /^---\r?\n/.test(source) && !FRONT_MATTER.test(source);
}

/**
 * The front matter of Markdown source, as a plain object (empty when it has none): the one
 * reader of front matter, for the route table and the pages alike.
 */
export function frontMatterOf(source: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {};
  const data = parseYaml(match[1] ?? "", { schema: "core" }) as unknown;
  return data && typeof data === "object" && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** Why a page path is refused, or null when it is a good one. */
export function pathProblem(path: string): string | null {
  const segments = path.toLowerCase().split("/");
  if (RESERVED_FIRST_SEGMENTS.includes(segments[1] ?? "")) {
    const reserved = RESERVED_FIRST_SEGMENTS.map((segment) => `/${segment}`);
    return `is taken by the site itself (${reserved.join(", ")})`;
  }
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (RESERVED_LAST_NAMES.includes(last.toLowerCase())) {
    return `ends in /${last}, a name hosts read as a folder's own file (${last.toLowerCase()}.html): give the page another name`;
  }
  if (path.toLowerCase().endsWith(MARKDOWN_EXTENSION)) {
    return `ends in ${MARKDOWN_EXTENSION}: that is the address of a page's Markdown (${path} is ${path.slice(0, -MARKDOWN_EXTENSION.length)} as Markdown)`;
  }
  if (!PAGE_PATH.test(path)) {
    return "must look like /Name or /Section/Name: a / then letters, digits and dashes, no trailing /";
  }
  return null;
}

/** Records which file claims each address; two files for one address (in any letter case) is an error. */
class AddressBook {
  readonly #byKey = new Map<string, { path: string; file: string }>();

  claim(path: string, file: string) {
    // Case-insensitive file systems would write /Support and /support to one file.
    const key = path.toLowerCase();
    const earlier = this.#byKey.get(key);
    if (earlier) {
      const same = earlier.path === path;
      throw new ContentError(
        `${earlier.file} and ${file} both claim the page ${same ? path : `${earlier.path} and ${path}`}`,
        undefined,
        same
          ? "Give one of them another path, or delete one."
          : "Give one of them another path, or delete one: two paths must differ in more than their letter case, which some file systems do not tell apart.",
      );
    }
    this.#byKey.set(key, { path, file });
  }
}

/**
 * Reads which pages `content/` makes, in each language: the fixed pages, every Markdown
 * file in `pages/` with a `path:`, every earlier version in
 * `history/<page path>/<YYYY-MM-DD>.md`, and the releases of `releases/` (which make the
 * release notes' page). The default language's files are in `content/` itself, another
 * language's in `content/<code>/`, and a page missing there does not exist in that language.
 *
 * It applies the publishing rules, once for everything the build makes (SPEC §16, §17): a
 * draft and a release dated after the build's date are left out (the development server shows
 * them, marked); a legal page whose `updated:` is after the build's date is upcoming: its
 * address shows its newest earlier version, and its own text gets the dated address, from the
 * day it is `announced:` (until then it is left out, and the development server marks it).
 *
 * Throws a `ContentError` naming the files for a malformed path, two files claiming one path,
 * two releases of one version, or a version of a page that is not a legal page. Synchronous,
 * so that the route table can use it.
 */
export function readCatalog(
  contentDir: string,
  languages: readonly Language[] = DEFAULT_LANGUAGES,
  publishing: Publishing = publishingOf(),
): Catalog {
  const reader = new CatalogReader(resolve(contentDir), publishing);
  const codes = languages.slice(1).map((language) => language.code.toLowerCase());
  languages.forEach(({ code }, index) => {
    reader.readLanguage({
      code,
      isDefault: index === 0,
      dir: index === 0 ? reader.root : join(reader.root, code),
      at: (basePath) => pathInLanguage(basePath, code, languages),
      otherCodes: codes,
    });
  });
  const { pages, versions, releases, leftOut, files } = reader;
  return { languages, publishing, pages, versions, releases, leftOut, files };
}

/** A language's folder of `content/`, as `readCatalog` goes through it. */
interface LanguageFolder {
  code: string;
  /** The default language's folder is `content/` itself; the others are its `<code>/`. */
  isDefault: boolean;
  dir: string;
  /** A default-language address, in this language. */
  at: (basePath: string) => string;
  /** The codes of the languages but the first, lower case: no page path may start with one. */
  otherCodes: readonly string[];
}

/** Whether a file is published; a draft is marked (development) or left out (production). */
type DraftState = { published: false } | { published: true; draft?: true };

/**
 * What `readCatalog` gathers, one language at a time, and the rules it applies on the way: each
 * part of a language's folder has a method, taken in the order their addresses are claimed.
 */
class CatalogReader {
  readonly files = new Map<string, ContentFile>();
  readonly pages: CatalogPage[] = [];
  readonly versions: CatalogVersion[] = [];
  readonly releases: CatalogRelease[] = [];
  readonly leftOut: LeftOut[] = [];
  readonly #addresses = new AddressBook();
  readonly root: string;
  readonly publishing: Publishing;

  constructor(root: string, publishing: Publishing) {
    this.root = root;
    this.publishing = publishing;
  }

  readLanguage(folder: LanguageFolder) {
    const pages = [...this.#fixedPages(folder), ...this.#folderPages(folder)];
    const versions = this.#history(folder, pages);
    this.#upcoming(folder, pages, versions);
    const releases = this.#releases(folder);
    if (releases.length > 0) pages.push(this.#releaseNotes(folder));
    this.releases.push(...releases);
    this.pages.push(...pages);
    this.versions.push(...versions);
  }

  /** The home page and the legal pages of SPEC; a translation may leave one out. */
  #fixedPages(folder: LanguageFolder): CatalogPage[] {
    const pages: CatalogPage[] = [];
    for (const page of FIXED_PAGES) {
      const file = join(folder.dir, page.file);
      // A fixed page that is missing from the default language fails where the app imports
      // it, naming itself.
      const exists = existsSync(file);
      if (!exists && !folder.isDefault) continue;
      const contents = exists ? this.#read(file) : undefined;
      const state: DraftState = contents
        ? this.#draftState(file, contents, folder.at(page.path))
        : { published: true };
      if (!state.published) {
        if (folder.isDefault) {
          throw new ContentError(
            `${this.#name(file)}: draft: the default language's ${page.path === "/" ? "home page" : page.path} is always published`,
            undefined,
            "Remove draft: true. To prepare the next version of a legal page, date it with updated: and keep the current one in history/.",
          );
        }
        continue;
      }
      if (contents) this.#keep(file, contents);
      this.#addresses.claim(folder.at(page.path), this.#name(file));
      pages.push({
        ...page,
        path: folder.at(page.path),
        language: folder.code,
        basePath: page.path,
        file: this.#inContent(file),
        ...(state.draft ? { draft: true as const } : {}),
      });
    }
    return pages;
  }

  /** The Markdown files of `pages/` that give a `path:`. */
  #folderPages(folder: LanguageFolder): CatalogPage[] {
    const pages: CatalogPage[] = [];
    for (const file of markdownFiles(join(folder.dir, PAGES_FOLDER))) {
      const contents = this.#read(file);
      const { path, layout = "plain" } = contents.frontMatter;
      // A file of pages/ without a path is not a page (a note, or a page not yet given its
      // address): nothing of it is built.
      if (path === undefined) continue;
      const name = this.#name(file);
      if (typeof path !== "string") throw new ContentError(`${name}: path: must be text`);
      const problem = pathProblem(path);
      if (problem) throw new ContentError(`${name}: path: ${path} ${problem}`);
      if (folder.otherCodes.includes(path.split("/")[1]?.toLowerCase() ?? "")) {
        throw new ContentError(
          `${name}: path: ${path} starts with a language's code; a page in that language belongs in its own folder`,
        );
      }
      if (layout !== "legal" && layout !== "plain") {
        throw new ContentError(`${name}: layout: must be "legal" or "plain"`);
      }
      const state = this.#draftState(file, contents, folder.at(path));
      if (!state.published) continue;
      this.#addresses.claim(folder.at(path), name);
      this.#keep(file, contents);
      pages.push({
        path: folder.at(path),
        language: folder.code,
        basePath: path,
        file: this.#inContent(file),
        layout,
        ...(state.draft ? { draft: true as const } : {}),
      });
    }
    return pages;
  }

  /** The earlier versions of the legal pages, `history/<page path>/<YYYY-MM-DD>.md`. */
  #history(folder: LanguageFolder, pages: readonly CatalogPage[]): CatalogVersion[] {
    const versions: CatalogVersion[] = [];
    const historyDir = join(folder.dir, HISTORY_FOLDER);
    for (const file of markdownFiles(historyDir)) {
      const where = relative(historyDir, file).split(sep);
      const date = where.pop()?.replace(/\.md$/, "") ?? "";
      const basePagePath = `/${where.join("/")}`;
      if (!isRealDate(date)) {
        throw new ContentError(
          `${this.#name(file)}: the file name must be the date, e.g. 2026-05-01.md`,
        );
      }
      const page = pages.find((candidate) => candidate.basePath === basePagePath);
      const contents = this.#read(file);
      const state = this.#draftState(file, contents);
      if (!state.published) continue;
      if (page?.layout !== "legal") {
        throw new ContentError(
          `${this.#name(file)}: ${basePagePath} is not a legal page, so it has no history (folders in ${HISTORY_FOLDER}/ are named after a legal page's path)`,
        );
      }
      const path = `${page.path}/${date}`;
      this.#addresses.claim(path, this.#name(file));
      this.#keep(file, contents);
      versions.push({
        path,
        language: folder.code,
        basePath: `${basePagePath}/${date}`,
        file: this.#inContent(file),
        pagePath: page.path,
        date,
        ...(state.draft ? { draft: true as const } : {}),
      });
    }
    return versions;
  }

  /**
   * A legal page whose `updated:` is after the build's date becomes an upcoming version at its
   * dated address, and its address shows the newest earlier version (SPEC §17); announced after
   * the build's date, it is left out until a build on that day (the page's own checks report
   * an `announced:` that is malformed or after `updated:`). Changes `pages` and `versions` in
   * place.
   */
  #upcoming(folder: LanguageFolder, pages: CatalogPage[], versions: CatalogVersion[]) {
    const { date: today } = this.publishing;
    for (const page of pages.filter((candidate) => candidate.layout === "legal")) {
      const updated = this.files.get(page.file)?.frontMatter.updated;
      // A malformed date is the page's own check to report.
      if (typeof updated !== "string" || !isRealDate(updated) || updated <= today) continue;
      const inForce = versions
        .filter((version) => version.pagePath === page.path)
        .sort((a, b) => a.date.localeCompare(b.date))
        .at(-1);
      const file = join(this.root, page.file);
      if (inForce && inForce.date > today) {
        throw new ContentError(
          `${this.#name(join(this.root, inForce.file))}: an earlier version dated after the build's date (${today}); only the page's own file can be upcoming`,
        );
      }
      if (!inForce) {
        if (isFixedPage(page) && folder.isDefault) {
          throw new ContentError(
            `${this.#name(file)}: updated: ${updated} is after the build's date (${today}), and ${HISTORY_FOLDER}${page.basePath}/ has no version in force until then`,
            undefined,
            `Keep the version in force as ${HISTORY_FOLDER}${page.basePath}/<the day it took effect>.md, or date this one on or before ${today}.`,
          );
        }
        pages.splice(pages.indexOf(page), 1);
        this.files.delete(page.file);
        this.leftOut.push({
          file: page.file,
          path: page.path,
          why: `takes effect on ${updated}, after the build's date (${today}), with no earlier version in force`,
        });
        continue;
      }
      versions.splice(versions.indexOf(inForce), 1);
      page.inForce = { file: inForce.file, date: inForce.date };
      const path = `${page.path}/${updated}`;
      const announced = this.files.get(page.file)?.frontMatter.announced;
      const announcedLater =
        typeof announced === "string" &&
        isRealDate(announced) &&
        announced > today &&
        announced <= updated;
      if (announcedLater && !this.publishing.drafts) {
        this.leftOut.push({
          file: page.file,
          path,
          why: `announced on ${announced}, after the build's date (${today})`,
          due: { date: announced, what: `the announcement of ${path}` },
        });
        continue;
      }
      this.#addresses.claim(path, this.#name(file));
      versions.push({
        path,
        language: folder.code,
        basePath: `${page.basePath}/${updated}`,
        file: page.file,
        pagePath: page.path,
        date: updated,
        upcoming: true,
        ...(page.draft ? { draft: true as const } : {}),
        ...(announcedLater ? { announcedLater: true as const } : {}),
      });
    }
  }

  /**
   * A language's published releases, newest first: two of one version stop the build. One left
   * out is listed with the address its section would have had on the release notes.
   */
  #releases(folder: LanguageFolder): CatalogRelease[] {
    const notes = folder.at(WHATS_NEW_PATH);
    const seen = new Map<string, string>();
    const published: CatalogRelease[] = [];
    for (const file of markdownFiles(join(folder.dir, RELEASES_FOLDER))) {
      const contents = this.#read(file);
      const { version, date, title } = validate(
        releaseFrontMatterSchema,
        contents.frontMatter,
        file,
        "front matter",
        { source: contents.source },
      );
      const same = seen.get(version);
      if (same) {
        throw new ContentError(
          `${same} and ${this.#name(file)} are both version ${version}`,
          undefined,
          "Give each release its own version:, or delete one of the files.",
        );
      }
      seen.set(version, this.#name(file));
      const section = `${notes}#${releaseAnchor(version)}`;
      const state = this.#draftState(file, contents, section);
      if (!state.published) continue;
      const scheduled = date > this.publishing.date;
      if (scheduled && !this.publishing.drafts) {
        this.leftOut.push({
          file: this.#inContent(file),
          path: section,
          why: `scheduled: dated ${date}, after the build's date (${this.publishing.date})`,
          due: { date, what: `the release of ${this.#inContent(file)}` },
        });
        continue;
      }
      this.#keep(file, contents);
      published.push({
        language: folder.code,
        file: this.#inContent(file),
        version,
        date,
        ...(title ? { title } : {}),
        ...(state.draft ? { draft: true as const } : {}),
        ...(scheduled && !state.draft ? { scheduled: true as const } : {}),
      });
    }
    return published.sort(
      (a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version),
    );
  }

  /** The page the releases make, the release notes. */
  #releaseNotes(folder: LanguageFolder): CatalogPage {
    const releasesDir = join(folder.dir, RELEASES_FOLDER);
    this.#addresses.claim(folder.at(WHATS_NEW_PATH), `${this.#name(releasesDir)}/`);
    return {
      path: folder.at(WHATS_NEW_PATH),
      language: folder.code,
      basePath: WHATS_NEW_PATH,
      file: this.#inContent(releasesDir),
      layout: "releases",
    };
  }

  #read(file: string): ContentFile {
    const source = readContentText(file);
    if (unclosedFrontMatter(source)) {
      throw new ContentError(
        "the front matter opened on this line is never closed",
        { file: this.#name(file), line: 1 },
        "End it with a line of three dashes (---) before the page's text.",
      );
    }
    try {
      return { source, frontMatter: frontMatterOf(source) };
    } catch (error) {
      if (error instanceof YAMLError) throw frontMatterSyntaxError(file, error, source);
      throw error;
    }
  }

  #keep(file: string, contents: ContentFile) {
    this.files.set(this.#inContent(file), contents);
  }

  #draftState(file: string, contents: ContentFile, path?: string): DraftState {
    if (contents.frontMatter.draft !== true) return { published: true };
    if (this.publishing.drafts) return { published: true, draft: true };
    this.leftOut.push({
      file: this.#inContent(file),
      ...(path ? { path } : {}),
      why: "a draft (draft: true)",
    });
    return { published: false };
  }

  /** A file's name as the messages give it: from the working folder. */
  #name(file: string) {
    return relative(process.cwd(), file).split(sep).join("/");
  }

  /** A file's key in the catalog: from the content folder. */
  #inContent(file: string) {
    return relative(this.root, file).split(sep).join("/");
  }
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
        .map((page) => {
          const file = `${code}/${page.file}`;
          // The file is there under another path: a translation is found by its page's path.
          const moved = catalog.pages.find(
            (other) => other.language === code && other.file === file,
          );
          return moved
            ? `${file} (its path: is ${moved.basePath}; a translation keeps ${page.basePath})`
            : file;
        }),
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
  publishing: Publishing = publishingOf(),
): Catalog {
  const codes = languages.map((language) => language.code).join(",");
  const key = `${resolve(contentDir)}\0${codes}\0${publishing.date}\0${publishing.drafts}`;
  const known = catalogs().get(key);
  if (known) return known;
  const catalog = readCatalog(contentDir, languages, publishing);
  catalogs().set(key, catalog);
  return catalog;
}

/** Drops a folder's catalog after an edit (development server): the next use reads it again. */
export function forgetContentCatalog(contentDir: string) {
  const folder = `${resolve(contentDir)}\0`;
  for (const key of catalogs().keys()) if (key.startsWith(folder)) catalogs().delete(key);
}
