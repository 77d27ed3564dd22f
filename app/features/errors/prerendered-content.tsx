import { MAIN_ID } from "#contracts/page-ids.ts";
import { isBotBrowser } from "~/lib/bot.ts";

let prerenderedMain: string | undefined;

/**
 * Keeps a copy of the prerendered main content before the app starts, so that a
 * bot can be shown it again if something fails in the browser later.
 */
export function keepPrerenderedContentForBots() {
  if (isBotBrowser()) prerenderedMain = document.getElementById(MAIN_ID)?.innerHTML;
}

/** The main content as it was prerendered, if a copy was kept. */
export function PrerenderedContent() {
  if (prerenderedMain === undefined) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered HTML, read back from the document
    <div className="contents" dangerouslySetInnerHTML={{ __html: prerenderedMain }} />
  );
}
