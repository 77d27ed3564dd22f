import { getIcons } from "@iconify/utils";
import {
  ICON_PART_PATTERN,
  MAX_ICON_NAME_LENGTH,
  MAX_ICON_QUERY_LENGTH,
} from "#contracts/icons.ts";
import { MAX_ICONS_PER_REQUEST } from "#contracts/spec-constants.ts";
import { loadCollection } from "#node-shared/icon-collections.ts";

/** Collections change only with a new deployment; a day of caching is safe. */
const ICON_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

export type IconRequestCheck =
  | { ok: true; prefix: string; names: string[] }
  | { ok: false; status: 400; message: string };

/** Checks `<prefix>.json` and `?icons=a,b` of a request to the icon endpoint. */
export function checkIconRequest(file: string, icons: string | undefined): IconRequestCheck {
  const prefix = file.endsWith(".json") ? file.slice(0, -".json".length) : "";
  if (!ICON_PART_PATTERN.test(prefix)) {
    return { ok: false, status: 400, message: "Invalid collection name" };
  }
  if (icons === undefined || icons === "") {
    return { ok: false, status: 400, message: "Missing icons=a,b" };
  }
  if (icons.length > MAX_ICON_QUERY_LENGTH) {
    return { ok: false, status: 400, message: "Icon list too long" };
  }
  const names = [...new Set(icons.split(","))];
  if (names.length > MAX_ICONS_PER_REQUEST) {
    return { ok: false, status: 400, message: `More than ${MAX_ICONS_PER_REQUEST} icons` };
  }
  if (!names.every((name) => name.length <= MAX_ICON_NAME_LENGTH && ICON_PART_PATTERN.test(name))) {
    return { ok: false, status: 400, message: "Invalid icon name" };
  }
  return { ok: true, prefix, names };
}

export interface IconResponse {
  status: 200 | 400 | 404;
  body: string;
  cacheControl?: string;
}

const MAX_CACHED_ANSWERS = 500;
// Recent answers by query; bounded, the oldest first out.
const answers = new Map<string, IconResponse>();

function remember(key: string, answer: IconResponse): IconResponse {
  if (answers.size >= MAX_CACHED_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  answers.set(key, answer);
  return answer;
}

const error = (status: 400 | 404, message: string): IconResponse => ({
  status,
  body: JSON.stringify({ error: message }),
});

/**
 * `GET <base>api/_icons/<collection>.json?icons=a,b`: a subset of an installed
 * `@iconify-json/*` collection in Iconify's JSON format; names it lacks are
 * listed in `not_found`. Bad input is a 400, an unknown collection a 404.
 */
export async function answerIconRequest(
  file: string,
  icons: string | undefined,
): Promise<IconResponse> {
  const check = checkIconRequest(file, icons);
  if (!check.ok) return error(check.status, check.message);
  const key = `${check.prefix}:${check.names.join(",")}`;
  const known = answers.get(key);
  if (known) return known;
  const collection = await loadCollection(check.prefix);
  if (!collection) return error(404, "Unknown icon collection");
  // Only the collection's own entries are icons: `constructor` is on every object's prototype.
  const has = (entries: object | undefined, name: string) =>
    entries !== undefined && Object.hasOwn(entries, name);
  const named = check.names.filter(
    (name) => has(collection.icons, name) || has(collection.aliases, name),
  );
  const unnamed = check.names.filter((name) => !named.includes(name));
  const subset = (named.length > 0 ? getIcons(collection, named, true) : null) ?? {
    prefix: check.prefix,
    icons: {},
  };
  if (unnamed.length > 0) subset.not_found = [...(subset.not_found ?? []), ...unnamed];
  return remember(key, {
    status: 200,
    body: JSON.stringify(subset),
    cacheControl: ICON_CACHE_CONTROL,
  });
}
