/** A reload the app triggers happens at most once per path within this window. */
export const RELOAD_GUARD_MS = 10_000;
/** The build manifest is fetched this long after the browser first becomes idle. */
export const MANIFEST_CHECK_DELAY_MS = 1_000;
/** How often the app asks which build is deployed. */
export const LATEST_BUILD_POLL_MS = 60 * 60 * 1_000;
/** Coming back to the tab asks again, but not more often than this. */
export const VISIBLE_CHECK_MIN_GAP_MS = 60 * 1_000;
