import { jsonInScript } from "#contracts/json-in-script.ts";

/**
 * The text of an inline script that calls `run` with `settings`, then each of `helpers`. Only
 * the functions' own source is written into the page, so each must refer to nothing but its
 * arguments and the browser's globals. The server build is minified (vite.config.ts), and so
 * is this text; the build hashes it into the Content-Security-Policy as it finds it in each page.
 */
export function inlineScript<Settings, Helpers extends ((...args: never[]) => unknown)[]>(
  run: (settings: Settings, ...helpers: Helpers) => void,
  settings: Settings,
  ...helpers: Helpers
) {
  const values = [jsonInScript(settings), ...helpers.map((helper) => helper.toString())];
  return `(${run.toString()})(${values.join(",")})`;
}
