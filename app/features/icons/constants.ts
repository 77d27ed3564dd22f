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
