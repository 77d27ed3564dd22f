import { RELOAD_GUARD_MS } from "#contracts/spec-constants.ts";

export const RELOAD_GUARD_STORAGE_KEY = "app:reloads";

interface ReloadGuardOptions {
  storage: () => Storage;
  now?: () => number;
  windowMs?: number;
}

/**
 * The remembered reloads. A value that is not what this module writes (cut short,
 * edited by hand) is forgotten and written over, rather than blocking every reload.
 */
function readReloads(stored: string | null): Record<string, unknown> {
  try {
    const raw = JSON.parse(stored ?? "{}") as unknown;
    return typeof raw === "object" && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Remembers, for this tab's session, when the app last reloaded each path, and
 * allows another reload of a path only once the window has passed. When the
 * memory cannot be read or written, no reload is allowed: a loop is worse than
 * an error page.
 */
export function createReloadGuard({
  storage,
  now = Date.now,
  windowMs = RELOAD_GUARD_MS,
}: ReloadGuardOptions) {
  return {
    allow(path: string): boolean {
      try {
        const reloads = readReloads(storage().getItem(RELOAD_GUARD_STORAGE_KEY));
        const time = now();
        const last = reloads[path];
        if (typeof last === "number" && time - last < windowMs && time >= last) return false;
        const recent = Object.fromEntries(
          Object.entries(reloads).filter(
            ([, at]) => typeof at === "number" && time - at < windowMs && time >= at,
          ),
        );
        storage().setItem(RELOAD_GUARD_STORAGE_KEY, JSON.stringify({ ...recent, [path]: time }));
        return true;
      } catch {
        return false;
      }
    },
  };
}

const guard = createReloadGuard({ storage: () => window.sessionStorage });

/**
 * Loads `url` as a new document, unless the app already did so for its path in
 * the last 10 seconds. Returns whether the reload happens.
 */
export function guardedReload(url: string): boolean {
  const target = new URL(url, window.location.href);
  if (!guard.allow(target.pathname)) return false;
  window.location.assign(target.href);
  return true;
}
