import { REQUESTED_PATH_ID, SUGGESTED_PAGE_ID } from "#contracts/page-ids.ts";
import { inlineScript } from "~/lib/inline-script.ts";
import { closestPage } from "./closest-page.ts";

interface RequestedPathSettings {
  id: string;
  suggestion: {
    id: string;
    /** The base path, ending in `/`. */
    base: string;
    /** Every page's address, below the base path. */
    pages: string[];
  };
}

/**
 * Runs as the not-found page is parsed, before its first paint: names the path in the address
 * bar, percent-decoded as the app decodes it (kept as it is when malformed), and shows a link
 * to the page it most likely meant, if any. A static host serves one prerendered `404.html` for
 * every unknown path, naming its own; the Node server names the path already, and this writes
 * the same text again.
 */
export function showRequestedPath(
  { id, suggestion }: RequestedPathSettings,
  closest: typeof closestPage,
) {
  const element = document.getElementById(id);
  if (!element) return;
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed: shown as it was asked for.
  }
  element.textContent = path;
  const note = document.getElementById(suggestion.id);
  const link = note?.querySelector("a");
  if (!note || !link || !path.startsWith(suggestion.base)) return;
  const page = closest(`/${path.slice(suggestion.base.length)}`, suggestion.pages);
  if (!page) return;
  const address = suggestion.base + page.slice(1);
  link.href = address;
  link.textContent = address;
  note.hidden = false;
}

/** The script as the not-found page carries it, for a site of these pages. */
export const requestedPathScript = (base: string, pages: string[]) =>
  inlineScript(
    showRequestedPath,
    { id: REQUESTED_PATH_ID, suggestion: { id: SUGGESTED_PAGE_ID, base, pages } },
    closestPage,
  );
