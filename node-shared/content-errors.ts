import { relative } from "node:path";
import type * as v from "valibot";
import type { YAMLError } from "yaml";

/**
 * Starts every message of a `ContentError`: `npm run build` finds the message by it among the
 * build's output, and prints it without the stack around it (`scripts/build.ts`).
 */
export const CONTENT_ERROR_MARK = "✖ ";

/**
 * Starts every warning of the content, a mistake that leaves the site working (a broken link,
 * a short notice): `npm run build` repeats them after its last line, where the site owner reads.
 */
export const CONTENT_WARNING_MARK = "⚠ ";

/** A content warning, as the build prints it (`CONTENT_WARNING_MARK`). */
export const contentWarning = (message: string) => `${CONTENT_WARNING_MARK}${message}`;

/** Where a mistake is: a file (from the project root), and the line and column in it. */
export interface Place {
  file: string;
  line?: number | undefined;
  column?: number | undefined;
}

/**
 * A mistake in the content folder or the site configuration, in the site owner's words: where
 * it is, what is wrong, and what to do. The one kind of error the build stops with for content.
 */
export class ContentError extends Error {
  override name = "ContentError";

  /** `text` is what is wrong; a `place` puts the file and its line in front, a `hint` after. */
  constructor(text: string, place?: Place, hint?: string) {
    const where = place
      ? `${place.file}${place.line ? `:${place.line}${place.column ? `:${place.column}` : ""}` : ""}: `
      : "";
    super(`${CONTENT_ERROR_MARK}${where}${text}${hint ? `\n  ${hint}` : ""}`);
  }
}

/** A file's path as the owner finds it: from the project root. */
export const fromRoot = (file: string) => relative(process.cwd(), file);

/** What to do about the YAML mistakes site owners make most. */
function yamlHint(error: YAMLError): string | undefined {
  if (/compact mappings|Implicit map keys|Nested mappings/i.test(error.message)) {
    return 'Quote a value that contains ": ", e.g. title: "Pricing: plans and prices".';
  }
  if (/Missing closing .?quote/i.test(error.message)) {
    return "Close the quote the value opens, or leave the value unquoted.";
  }
  if (error.code === "BAD_INDENT") {
    return "Indent the items of a list, and the fields inside a field, by the same number of spaces.";
  }
  if (error.code === "TAB_AS_INDENT") return "Indent with spaces: YAML does not allow tabs.";
  return undefined;
}

/** The line (1-based, in the file) that opens a quote it never closes, if one does. */
function unclosedQuoteLine(source: string): number | undefined {
  const lines = source.split(/\r?\n/);
  const index = lines.findIndex(
    (line, at) => at > 0 && (line.replaceAll('\\"', "").match(/"/g)?.length ?? 0) % 2 === 1,
  );
  return index > 0 ? index + 1 : undefined;
}

/**
 * A front matter that is not valid YAML, at its line and column in the Markdown file (`source`):
 * YAML counts from the first line after the opening `---`, and finds a quote left open only at
 * the end, so the line that opens it is named instead.
 */
export function frontMatterSyntaxError(
  file: string,
  error: YAMLError,
  source?: string,
): ContentError {
  const [start] = error.linePos ?? [];
  const text = error.message.split(/ at line \d+, column \d+/)[0]?.trim() ?? error.message;
  const opened = error.code === "MISSING_CHAR" && source ? unclosedQuoteLine(source) : undefined;
  return new ContentError(
    `invalid front matter: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
    {
      file: fromRoot(file),
      line: opened ?? (start && start.line + 1),
      column: opened ? undefined : start?.col,
    },
    yamlHint(error),
  );
}

/** The keys an object schema allows, following `path` down through optional, piped and array schemas. */
function allowedKeys(schema: unknown, path: readonly PropertyKey[]): string[] {
  let current = schema as Record<string, unknown> | undefined;
  const unwrap = () => {
    while (current) {
      if ("entries" in current) return current.entries as Record<string, unknown>;
      if ("wrapped" in current) current = current.wrapped as Record<string, unknown>;
      else if (Array.isArray(current.pipe)) current = current.pipe[0] as Record<string, unknown>;
      else if ("item" in current) current = current.item as Record<string, unknown>;
      else return undefined;
    }
    return undefined;
  };
  // An array's index needs no step: `unwrap` goes down to its items' object.
  for (const key of path) {
    if (typeof key === "string") current = unwrap()?.[key] as Record<string, unknown> | undefined;
  }
  return Object.keys(unwrap() ?? {});
}

/** How many single-letter edits turn one word into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (row[j - 1] ?? 0) + 1,
        (previous[j] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** A field's name as the owner writes it: `redirects[0].from`. */
function fieldOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** The line of a top-level key in a Markdown file's front matter (which starts on line 2). */
function lineOfKey(source: string | undefined, key: PropertyKey | undefined): number | undefined {
  if (source === undefined || typeof key !== "string") return undefined;
  const index = source.split(/\r?\n/).findIndex((line) => line.startsWith(`${key}:`));
  return index > 0 ? index + 1 : undefined;
}

export interface SchemaContext {
  /** The file checked, and its text when it is Markdown (for the lines of its keys). */
  file: string;
  source?: string | undefined;
  /** What was checked: "front matter", "site configuration". */
  what: string;
  /** What to say of a key that is not allowed here, by key. */
  keyHints?: Readonly<Record<string, string>>;
}

/** What to say of the keys an earlier version of a legal page must leave out. */
export const HISTORY_KEY_HINTS: Readonly<Record<string, string>> = {
  updated: "leave `updated:` out of a history file: its date is its file name",
};

/** `a`, `a or b`, `a, b or c`. */
const oneOf = (choices: readonly string[]) =>
  choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : `${choices[0]}`;

/**
 * What a value must be, in the owner's words, where the schema leaves valibot's own words
 * ("Invalid type: Expected Array but received …"): a schema's own message is kept as written.
 */
function plainRule(issue: v.BaseIssue<unknown>, inMarkdown: boolean): string {
  if (!issue.message.startsWith("Invalid ")) return issue.message;
  const many = (count: unknown) =>
    `${count} ${Array.isArray(issue.input) ? "items" : "characters"}`;
  switch (issue.type) {
    case "string":
      return "must be text";
    case "number":
      return "must be a number";
    case "boolean":
      return "must be true or false";
    case "array":
      return inMarkdown
        ? 'must be a list: one line per item, each starting with "- "'
        : "must be a list";
    case "object":
    case "strict_object":
    case "record":
      return inMarkdown
        ? "must be a group of fields, each on a line of its own, indented"
        : "must be a group of fields";
    case "picklist":
    case "literal":
      return `must be ${oneOf(issue.expected?.replace(/^\((.*)\)$/, "$1").split(" | ") ?? [])}`;
    case "min_length":
      return issue.requirement === 1
        ? "must not be empty"
        : `must have at least ${many(issue.requirement)}`;
    case "max_length":
      return `must have at most ${many(issue.requirement)}`;
    case "email":
      return "must be an e-mail address, such as hello@example.com";
    case "min_value":
      return `must be at least ${issue.requirement}`;
    default:
      return issue.message;
  }
}

/** One line per problem of a failed check, in the owner's words, with its field and value. */
function describeIssue(
  schema: unknown,
  issue: v.BaseIssue<unknown>,
  { keyHints = {}, source }: SchemaContext,
): string {
  const path = (issue.path ?? []).map((item) => item.key as PropertyKey);
  const field = fieldOf(path);
  if (issue.type === "strict_object" && issue.expected === "never") {
    const key = String(path.at(-1));
    const own = keyHints[key];
    if (own) return own;
    const allowed = allowedKeys(schema, path.slice(0, -1));
    const near = allowed
      .map((name) => ({ name, distance: editDistance(key, name) }))
      .filter(({ distance }) => distance <= Math.max(1, Math.floor(key.length / 3)))
      .sort((a, b) => a.distance - b.distance)[0];
    return `unknown key \`${field}\` (allowed: ${allowed.join(", ")})${
      near ? `; did you mean \`${near.name}\`?` : ""
    }`;
  }
  if (issue.input === undefined && issue.received === "undefined") return `missing \`${field}\``;
  // A rule between fields (`v.forward`) checks the whole group and names one field: its value is told.
  const input = issue.type === "check" && issue.path ? issue.path.at(-1)?.value : issue.input;
  // A list too long or too short is told by its length, not its whole text.
  const count = /_length$/.test(issue.type) && Array.isArray(input) && input.length;
  const got =
    input === undefined
      ? "missing"
      : `got ${count === false ? JSON.stringify(input) : `${count} item${count === 1 ? "" : "s"}`}`;
  return `${field || "the whole"}: ${plainRule(issue, source !== undefined)} (${got})`;
}

/** A value that does not pass its schema: every problem, each with its field and what to do. */
export function schemaError(
  schema: unknown,
  issues: readonly v.BaseIssue<unknown>[],
  context: SchemaContext,
): ContentError {
  const [first] = issues;
  const line = lineOfKey(context.source, first?.path?.[0]?.key as PropertyKey | undefined);
  const problems = issues.map((issue) => describeIssue(schema, issue, context));
  return new ContentError(`invalid ${context.what}: ${problems.join("; ")}`, {
    file: fromRoot(context.file),
    line,
  });
}
