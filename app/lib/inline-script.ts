import { jsonInScript } from "#contracts/json-in-script.ts";

/**
 * The text of an inline script that calls `run` with `settings`. Only `run`'s own source is
 * written into the page, so it must refer to nothing but its argument and the browser's
 * globals. The server build is minified (vite.config.ts), and so is this text; the build
 * hashes it into the Content-Security-Policy as it finds it in each page.
 */
export function inlineScript<Settings>(run: (settings: Settings) => void, settings: Settings) {
  return `(${run.toString()})(${jsonInScript(settings)})`;
}
