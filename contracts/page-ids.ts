// The ids the site's own markup gives elements. Components take them from here, and the
// Markdown compiler keeps the ids of content headings clear of them (`PAGE_IDS`), so that a
// heading titled "Main" neither duplicates an id nor takes the skip link's target. Each is a
// constant of its own, which the bundle writes in place where it is used.

/** The element that holds each page's main content (the skip link's target). */
export const MAIN_ID = "main";
export const PAGE_TITLE_ID = "page-title";
export const CONTENTS_HEADING_ID = "toc-heading";
export const CHANGES_HEADING_ID = "changes-heading";
export const HISTORY_HEADING_ID = "history-heading";
export const UPCOMING_HEADING_ID = "upcoming-heading";
export const FEATURES_HEADING_ID = "features-heading";
/** The `<script type="application/json">` that carries the runtime configuration. */
export const RUNTIME_CONFIG_ID = "app-config";
/** The not-found page's echo of the address asked for. */
export const REQUESTED_PATH_ID = "requested-path";
/** The not-found page's link to the page the address most likely meant. */
export const SUGGESTED_PAGE_ID = "suggested-page";
/** The page's main image per colour mode, read by the colour-mode script. */
export const IMAGE_PRELOADS_ID = "image-preloads";
export const FORCED_COLOR_MODE_NOTE_ID = "forced-color-mode-note";

/** Every id above: those no content heading may take. */
export const PAGE_IDS: readonly string[] = [
  MAIN_ID,
  PAGE_TITLE_ID,
  CONTENTS_HEADING_ID,
  CHANGES_HEADING_ID,
  HISTORY_HEADING_ID,
  UPCOMING_HEADING_ID,
  FEATURES_HEADING_ID,
  RUNTIME_CONFIG_ID,
  REQUESTED_PATH_ID,
  SUGGESTED_PAGE_ID,
  IMAGE_PRELOADS_ID,
  FORCED_COLOR_MODE_NOTE_ID,
];

/** A release's section of the release notes: its id is `v` and the version, dots kept (SPEC §16). */
export const releaseAnchor = (version: string) => `v${version}`;

/** The id of a release's heading, which names its section. */
export const releaseHeadingId = (version: string) => `${releaseAnchor(version)}-heading`;
