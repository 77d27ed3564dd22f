import { languages } from "virtual:site-config";
import { languageOfPath } from "#contracts/languages.ts";

/**
 * The language of an address of the site (its path, base path included) and the page's path
 * in the default language: `/base/de/Support` → German, `/Support`.
 */
export function languageOfAddress(pathname: string) {
  const base = import.meta.env.BASE_URL;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return languageOfPath(path, languages);
}
