import content from "virtual:site-content";

/** The home page at an address: `/`, or its translation (`/de`). */
export function homeAt(path: string) {
  const home = content.homes[path];
  if (!home) throw new Error(`No home page at ${path}`);
  return home;
}

/**
 * The page at an address of the site (a legal or a plain one) with the links to its earlier
 * versions and the notice of its upcoming one.
 */
export function pageAt(path: string) {
  const page = content.pages[path];
  return page
    ? { ...page, history: versionHistory(path), upcoming: content.upcoming[path] }
    : undefined;
}

/** The earlier versions of the legal page at an address, newest first. */
export function versionHistory(path: string) {
  return content.history[path] ?? [];
}

/** The earlier or upcoming version of a legal page at an address of the site, if there is one. */
export function archivedVersion(path: string) {
  return content.versions[path];
}

/** The releases of the release notes at an address (`/WhatsNew`, `/de/WhatsNew`), newest first. */
export function releasesAt(path: string) {
  return content.releases[path];
}

/**
 * The newest release in a language, with the address of its section of the release notes, if
 * that language has release notes (`whatsNewPath`); whether it is a draft or scheduled, which
 * the development server alone shows.
 */
export function latestRelease(whatsNewPath: string) {
  const [latest] = content.releases[whatsNewPath] ?? [];
  if (!latest) return undefined;
  const { version, date, draft, scheduled } = latest;
  return {
    version,
    date,
    path: whatsNewPath,
    ...(draft ? { draft } : {}),
    ...(scheduled ? { scheduled } : {}),
  };
}
