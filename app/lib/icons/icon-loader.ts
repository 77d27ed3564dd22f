import { parseIconName, type RenderedIcon, renderIconSet } from "#contracts/icons.ts";
import { ICON_API_HOSTS, LOCAL_ICON_ENDPOINT } from "#contracts/spec-constants.ts";
import { fetchFromLocalEndpoint, fetchFromPublicApi } from "./icon-api.ts";
import { iconSetUrl, splitIconNames } from "./icon-requests.ts";

type Settle = (icon: RenderedIcon | undefined) => void;

// Every icon asked for in this session, once: concurrent requests share one promise.
const cache = new Map<string, Promise<RenderedIcon | undefined>>();
const queued = new Map<string, Map<string, Settle>>();
let flushScheduled = false;

const longestHost = ICON_API_HOSTS.reduce((a, b) => (b.length > a.length ? b : a));

async function loadFrom(
  fetchSet: (prefix: string, names: readonly string[]) => Promise<unknown>,
  root: string,
  prefix: string,
  names: readonly string[],
): Promise<Map<string, RenderedIcon>> {
  const groups = splitIconNames(names, (group) => iconSetUrl(root, prefix, group));
  const answers = await Promise.all(groups.map((group) => fetchSet(prefix, group)));
  const found = new Map<string, RenderedIcon>();
  answers.forEach((answer, index) => {
    for (const [name, icon] of renderIconSet(answer, prefix, groups[index] ?? [])) {
      found.set(name, icon);
    }
  });
  return found;
}

/** The local endpoint first, then the public API for whatever it could not give. */
async function loadCollectionIcons(prefix: string, settles: Map<string, Settle>) {
  // Sorted: the same icons always make the same URL, which caches reward.
  const names = [...settles.keys()].sort();
  const local = await loadFrom(fetchFromLocalEndpoint, LOCAL_ICON_ENDPOINT, prefix, names);
  const missing = names.filter((name) => !local.has(name));
  const remote = missing.length
    ? await loadFrom(fetchFromPublicApi, longestHost, prefix, missing)
    : new Map<string, RenderedIcon>();
  for (const [name, settle] of settles) settle(local.get(name) ?? remote.get(name));
}

function flush() {
  flushScheduled = false;
  const batch = new Map(queued);
  queued.clear();
  for (const [prefix, settles] of batch) void loadCollectionIcons(prefix, settles);
}

/**
 * An icon that was not inlined at build time, loaded once per session. Icons
 * asked for in the same moment are fetched together, one request per
 * collection (split when the URL would grow too long).
 */
export function loadIcon(name: string): Promise<RenderedIcon | undefined> {
  const cached = cache.get(name);
  if (cached) return cached;
  const parsed = parseIconName(name);
  const promise = parsed
    ? new Promise<RenderedIcon | undefined>((resolve) => {
        const settles = queued.get(parsed.prefix) ?? new Map<string, Settle>();
        settles.set(parsed.name, resolve);
        queued.set(parsed.prefix, settles);
        if (!flushScheduled) {
          flushScheduled = true;
          setTimeout(flush, 0);
        }
      })
    : Promise.resolve(undefined);
  cache.set(name, promise);
  return promise;
}
