import { MAX_PREFETCHES_IN_FLIGHT } from "#contracts/spec-constants.ts";

/** `high` for what the visitor points at or focuses; `low` for what merely came into view. */
export type PrefetchPriority = "high" | "low";

interface PrefetchQueueOptions {
  /** Fetches one resource; settles when it has arrived or failed. */
  run: (key: string) => Promise<unknown>;
  maxInFlight?: number;
}

/**
 * Prefetches resources (one key, one request) with at most `maxInFlight`
 * running at once. A key is fetched once: repeats are dropped, and a queued
 * key asked for again with high priority moves ahead of the low ones.
 */
export function createPrefetchQueue({
  run,
  maxInFlight = MAX_PREFETCHES_IN_FLIGHT,
}: PrefetchQueueOptions) {
  const high: string[] = [];
  const low: string[] = [];
  const seen = new Set<string>();
  let inFlight = 0;

  function pump() {
    while (inFlight < maxInFlight) {
      const key = high.shift() ?? low.shift();
      if (key === undefined) return;
      inFlight += 1;
      run(key)
        .catch(() => {})
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  return {
    add(keys: readonly string[], priority: PrefetchPriority) {
      for (const key of keys) {
        if (!seen.has(key)) {
          seen.add(key);
          (priority === "high" ? high : low).push(key);
        } else if (priority === "high") {
          const index = low.indexOf(key);
          if (index !== -1) high.push(...low.splice(index, 1));
        }
      }
      pump();
    },
    /** For tests and diagnostics. */
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return [...high, ...low];
    },
  };
}
