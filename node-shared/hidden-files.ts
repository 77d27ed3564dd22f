import { sep } from "node:path";

/**
 * Whether a file of the content folder (its path inside the folder) is hidden, or in a hidden
 * folder: an editor's or the system's (`.page.md.swp`, `.DS_Store`), never content.
 */
export const isHiddenFile = (path: string) => path.split(sep).some((part) => part.startsWith("."));
