/** Page transitions: a fade of about this long. */
export const PAGE_TRANSITION_MS = 100;
/** Prefetches (each one request) running at the same time, at most. */
export const MAX_PREFETCHES_IN_FLIGHT = 5;
/** A navigation still loading after this long shows a progress bar. */
export const SLOW_NAVIGATION_MS = 300;
