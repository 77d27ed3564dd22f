// The numbers of SPEC §9 (docs/spec.md): defined once, used by the app, the server and the build.

// Deployments
/** A reload the app triggers happens at most once per path within this window. */
export const RELOAD_GUARD_MS = 10_000;
/** The build manifest is fetched this long after the browser first becomes idle. */
export const MANIFEST_CHECK_DELAY_MS = 1_000;
/** How often the app asks which build is deployed. */
export const LATEST_BUILD_POLL_MS = 60 * 60 * 1_000;
/** Coming back to the tab asks again, but not more often than this. */
export const VISIBLE_CHECK_MIN_GAP_MS = 60 * 1_000;

// Icons
/** The public Iconify API hosts, in the order the client tries them. */
export const ICON_API_HOSTS = [
  "https://api.iconify.design",
  "https://api.simplesvg.com",
  "https://api.unisvg.com",
] as const;

/** The site's own icon endpoint, relative to its base path: `api/_icons/<collection>.json`. */
export const LOCAL_ICON_ENDPOINT = "api/_icons";
/** The local endpoint is given this long before the public API is asked. */
export const LOCAL_ICON_TIMEOUT_MS = 1_500;
/** A request to a public API host fails after this long. */
export const ICON_API_TIMEOUT_MS = 5_000;
/** A host that has not answered by then is joined by the next one. */
export const ICON_API_ROTATE_MS = 750;
/** Longer icon lists are split over several requests. */
export const ICON_URL_MAX_LENGTH = 500;
/** The local endpoint refuses more icons than this in one request. */
export const MAX_ICONS_PER_REQUEST = 100;

// Navigation
/** Page transitions: a fade of about this long. */
export const PAGE_TRANSITION_MS = 100;
/** Prefetches (each one request) running at the same time, at most. */
export const MAX_PREFETCHES_IN_FLIGHT = 5;
/** A navigation still loading after this long shows a progress bar. */
export const SLOW_NAVIGATION_MS = 300;
