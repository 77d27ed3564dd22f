import { existsSync, readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { addressKind, OWNER_FILE_TYPES, WELL_KNOWN_FOLDER } from "#contracts/http/address-table.ts";
import { ContentError, fromRoot } from "./content-errors.ts";
import { isHiddenFile } from "./content-files.ts";

/** The content folder's files published as they are, each at its path under the site. */
export const OWNER_FILES_FOLDER = "files";

/** A file of the site owner's: where it is, and its address in the site (`/app-ads.txt`). */
export interface OwnerFile {
  source: string;
  path: string;
}

/** The largest file Cloudflare serves from a site's files (Workers static assets: 25 MiB). */
export const MAX_OWNER_FILE_BYTES = 25 * 1024 * 1024;

/** Each part of an address as it is written in a link, with nothing to percent-encode. */
const ADDRESS_PART = /^[\w.-]+$/;

/** Why a file cannot be published at `path`, or undefined when it can. */
function problemOf(path: string): string | undefined {
  if (
    !path
      .split("/")
      .slice(1)
      .every((part) => ADDRESS_PART.test(part))
  ) {
    return "a file's address takes letters, digits, -, _ and . only (no spaces): rename it";
  }
  const extension = extname(path);
  if (!Object.hasOwn(OWNER_FILE_TYPES, extension)) {
    return `${extension ? `a ${extension} file` : "a file without an extension"} is not published as it is (only ${Object.keys(OWNER_FILE_TYPES).join(", ")}): a page is written in Markdown in content/pages/, and a page's images go in content/images/`;
  }
  const kind = addressKind(path);
  if (kind) {
    return `${path} is an address of ${kind.name}, which the site writes itself: rename yours, or remove it`;
  }
  return undefined;
}

/**
 * The files of `content/files/` (docs/spec.md §11), each at its path under the site:
 * `content/files/press/kit.pdf` is `/press/kit.pdf`. Hidden files (`.DS_Store`) are left out;
 * a file that cannot be published so stops the build, named with what to do.
 */
export function ownerFiles(contentDir: string): OwnerFile[] {
  const folder = join(contentDir, OWNER_FILES_FOLDER);
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return files.flatMap((source) => {
    const inFolder = relative(folder, source);
    if (inFolder.split(sep)[0] === WELL_KNOWN_FOLDER) {
      throw new ContentError(
        `the site publishes only its app-link files under /${WELL_KNOWN_FOLDER}/, from the site configuration's app`,
        { file: fromRoot(source) },
      );
    }
    if (isHiddenFile(inFolder)) return [];
    const path = `/${inFolder.split(sep).join("/")}`;
    const problem =
      problemOf(path) ??
      (statSync(source).size > MAX_OWNER_FILE_BYTES
        ? "is larger than 25 MiB, the most a static host such as Cloudflare serves: link to it where it is kept instead"
        : undefined);
    if (problem) throw new ContentError(problem, { file: fromRoot(source) });
    return [{ source, path }];
  });
}
