import type { PictureMode } from "#contracts/picture.ts";

/**
 * The fragments that show a Markdown image in one colour mode only, as GitHub reads them
 * (so that the content previews the same there): `![…](images/app-dark.png#gh-dark-mode-only)`.
 */
const MODE_FRAGMENTS: Readonly<Record<string, PictureMode>> = {
  "gh-light-mode-only": "light",
  "gh-dark-mode-only": "dark",
};

/** An image's address as a Markdown file writes it: the file, and the one mode it is shown in. */
export interface ImageReference {
  path: string;
  shownIn?: PictureMode;
}

/**
 * The file an image's address names. Markdown writes an address percent-encoded, and reads
 * `<app screen.png>` as `app%20screen.png`: both name the file `app screen.png`.
 */
function fileOf(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    throw new Error("is not a valid address: a % starts an encoded character, such as %20");
  }
}

/** Reads `path#fragment`; any fragment but the two of `MODE_FRAGMENTS` is refused. */
export function parseImageReference(ref: string): ImageReference {
  const hash = ref.indexOf("#");
  if (hash === -1) return { path: fileOf(ref) };
  const fragment = ref.slice(hash + 1);
  const shownIn = MODE_FRAGMENTS[fragment];
  if (!shownIn) {
    throw new Error(
      `unknown fragment #${fragment} (only ${Object.keys(MODE_FRAGMENTS)
        .map((known) => `#${known}`)
        .join(" and ")} mean something on an image)`,
    );
  }
  return { path: fileOf(ref.slice(0, hash)), shownIn };
}
