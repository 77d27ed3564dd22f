/**
 * The ids the site's own markup gives elements. Components take them from here, and the
 * Markdown compiler keeps the ids of content headings clear of them, so that a heading titled
 * "Main" neither duplicates an id nor takes the skip link's target.
 */
export const PAGE_IDS = {
  /** The element that holds each page's main content (the skip link's target). */
  main: "main",
  pageTitle: "page-title",
  contentsHeading: "toc-heading",
  changesHeading: "changes-heading",
  historyHeading: "history-heading",
  upcomingHeading: "upcoming-heading",
  featuresHeading: "features-heading",
  /** The `<script type="application/json">` that carries the runtime configuration. */
  runtimeConfig: "app-config",
  /** The not-found page's echo of the address asked for. */
  requestedPath: "requested-path",
  /** The page's main image per colour mode, read by the colour-mode script. */
  imagePreloads: "image-preloads",
  forcedColorModeNote: "forced-color-mode-note",
} as const;
