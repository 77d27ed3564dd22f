import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { ContentError, fromRoot, type Place } from "./content-errors.ts";

/** Where a bundler's transform error (Vite's, when the file is read through Vite) puts the mistake. */
interface TransformError {
  errors?: { loc?: { line?: number; column?: number } }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where in `file` a failure to load it is: the bundler's location of a syntax error (its column
 * counts from 0), or the first place in the stack (or in the code frame a bundler writes into
 * its message) that names the file, by address, by path, or by path from the project's folder.
 */
function placeOf(error: unknown, file: string): Place {
  const where = { file: fromRoot(file) };
  const loc = (error as TransformError).errors?.[0]?.loc;
  if (loc?.line) return { ...where, line: loc.line, column: (loc.column ?? 0) + 1 };
  const names = [pathToFileURL(file).href, file, fromRoot(file)].map(escapeRegExp).join("|");
  const frame = new RegExp(`(?:${names})(?:\\?[^:\\s)]*)?:(\\d+)(?::(\\d+))?`).exec(
    stripVTControlCharacters(String((error as Error).stack ?? "")),
  );
  return {
    ...where,
    line: Number(frame?.[1]) || undefined,
    column: Number(frame?.[2]) || undefined,
  };
}

/**
 * What went wrong, in one line: a syntax error's own words (a bundler's error puts them on a
 * line of their own, after its code), or the error a running file threw.
 */
function problemOf(error: unknown): string {
  const message = stripVTControlCharacters(String((error as Error)?.message));
  const parseError = /^\[PARSE_ERROR\]\s*(.+)$/m.exec(message);
  if (parseError) return `is not valid TypeScript: ${parseError[1]}`;
  if (error instanceof SyntaxError) return `is not valid TypeScript: ${error.message}`;
  return error instanceof Error
    ? `stops with ${error.name}: ${error.message}`
    : `stops with ${String(error)}`;
}

/**
 * The default export of a TypeScript file of the content folder (`site.config.ts`,
 * `messages.ts`), which the owner calls `what` ("the site configuration"), read afresh so that
 * an edit is picked up in development. A file that is missing (`missing` says what to do), is
 * not valid TypeScript, throws or exports nothing stops the build with a `ContentError` naming
 * the file and, where known, the line, rather than with the framework's wrapping of the error.
 */
export async function importContentModule(
  file: string,
  what: string,
  missing: { problem: string; hint: string },
): Promise<unknown> {
  if (!existsSync(file)) {
    throw new ContentError(missing.problem, { file: fromRoot(file) }, missing.hint);
  }
  let module: { default?: unknown };
  try {
    // The query defeats Node's module cache.
    module = await import(/* @vite-ignore */ `${pathToFileURL(file).href}?loaded=${Date.now()}`);
  } catch (error) {
    throw new ContentError(`${what} ${problemOf(error)}`, placeOf(error, file));
  }
  if (module.default === undefined) {
    throw new ContentError(
      `${what} exports nothing`,
      { file: fromRoot(file) },
      "Write its value after `export default`, as the file of a new project does.",
    );
  }
  return module.default;
}
