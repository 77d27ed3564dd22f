import { REQUESTED_PATH_ID } from "#contracts/page-ids.ts";
import { inlineScript } from "~/lib/inline-script.ts";

/**
 * Runs as the not-found page is parsed, before its first paint: names the path in the address
 * bar, percent-decoded as the app decodes it (kept as it is when malformed). A static host
 * serves one prerendered `404.html` for every unknown path, naming its own; the Node server
 * names the path already, and this writes the same text again.
 */
export function showRequestedPath({ id }: { id: string }) {
  const element = document.getElementById(id);
  if (!element) return;
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed: shown as it was asked for.
  }
  element.textContent = path;
}

/** The script as the not-found page carries it. */
export const REQUESTED_PATH_SCRIPT = /* @__PURE__ */ inlineScript(showRequestedPath, {
  id: REQUESTED_PATH_ID,
});
