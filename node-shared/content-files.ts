import { sep } from "node:path";

/**
 * Whether a file of the content folder (its path inside the folder) is hidden, or in a hidden
 * folder: an editor's or the system's (`.page.md.swp`, `.DS_Store`), never content.
 */
export const isHiddenFile = (path: string) => path.split(sep).some((part) => part.startsWith("."));

/** The content folder's guide for the site owner, which no page is made from. */
const CONTENT_GUIDE = "README.md";

/**
 * Whether a file of the content folder (its path inside the folder) is content: not the
 * folder's own guide (`README.md`), nor a hidden file.
 */
export const isContentFile = (path: string) => path !== CONTENT_GUIDE && !isHiddenFile(path);
