/**
 * The folders of the build's own files (hashed code, the build manifest). A file missing
 * there is answered with a plain `404 Not Found`, never with the 404 page, on every host: a
 * script or manifest request that fails should not download a page.
 */
export const BUILD_FILE_FOLDERS = ["assets", "_app"] as const;

/** The body of the plain 404. */
export const PLAIN_NOT_FOUND = "404 Not Found\n";

/** Whether a path inside the site (`/assets/x.js`) is in one of the build's own folders. */
export function isBuildFilePath(pathInSite: string): boolean {
  return BUILD_FILE_FOLDERS.some((folder) => pathInSite.startsWith(`/${folder}/`));
}
