import { LATEST_BUILD_POLL_MS, VISIBLE_CHECK_MIN_GAP_MS } from "#contracts/spec-constants.ts";

interface Timers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

interface BuildWatcherOptions {
  /** The build this page came from. */
  currentBuildId: string;
  /** Asks which build is deployed now; undefined when it could not tell. */
  fetchLatestBuildId: () => Promise<string | undefined>;
  now?: () => number;
  timers?: Timers;
  pollMs?: number;
  visibleGapMs?: number;
}

/**
 * Tells whether a newer build has been deployed since this page loaded. It asks
 * every hour while the tab is visible, and when the tab becomes visible again
 * (at most once a minute); it stays silent while the tab is hidden.
 */
export function createBuildWatcher({
  currentBuildId,
  fetchLatestBuildId,
  now = Date.now,
  timers = globalThis as unknown as Timers,
  pollMs = LATEST_BUILD_POLL_MS,
  visibleGapMs = VISIBLE_CHECK_MIN_GAP_MS,
}: BuildWatcherOptions) {
  let outdated = false;
  let lastCheckAt: number | undefined;
  let poll: unknown;

  async function check() {
    lastCheckAt = now();
    const latest = await fetchLatestBuildId();
    if (latest !== undefined && latest !== currentBuildId) outdated = true;
  }

  function startPolling() {
    if (poll === undefined) poll = timers.setInterval(() => void check(), pollMs);
  }

  function stopPolling() {
    if (poll !== undefined) timers.clearInterval(poll);
    poll = undefined;
  }

  return {
    /** Begins watching; `visible` is the tab's state at that moment. */
    start(visible: boolean) {
      if (visible) startPolling();
    },
    /** To be called when the tab is shown or hidden. */
    async visibilityChanged(visible: boolean) {
      if (!visible) {
        stopPolling();
        return;
      }
      startPolling();
      if (lastCheckAt === undefined || now() - lastCheckAt >= visibleGapMs) await check();
    },
    /** True once a build other than this page's is known to be deployed. */
    isOutdated: () => outdated,
  };
}
