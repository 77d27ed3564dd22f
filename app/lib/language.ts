import site from "virtual:site-config";
import { useMatches } from "react-router";
import { type Alternate, languageOfPath, type PageLanguage } from "#contracts/languages.ts";

/** The matched routes, as `useMatches` and a route's `meta` give them. */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];
type LanguageData = { language?: PageLanguage; alternates?: Alternate[] } | undefined;

// The language of the page shown last, in the browser: an error page (whose route gave no
// data) and a client-side not-found page keep it.
let shown: PageLanguage | undefined;

/** The language of the page shown last in this browser tab, if any page was shown. */
export const shownLanguage = () => shown;

/** The page's language, as the deepest route with data gives it (see `languageOfPage`). */
export function pageLanguageOf(matches: Matches): PageLanguage | undefined {
  return matches
    .map((match) => (match?.loaderData as LanguageData)?.language)
    .findLast((language) => language !== undefined);
}

/** The page in each language that has it, as the page's loader gives them. */
export function pageAlternates(matches: Matches): Alternate[] {
  return (matches.at(-1)?.loaderData as LanguageData)?.alternates ?? [];
}

/** The page's language: its code, interface text, home page and navigation. */
export function useLanguage(): PageLanguage {
  const language = pageLanguageOf(useMatches()) ?? shown;
  if (!language) throw new Error("Every page's loader gives its language");
  if (typeof document !== "undefined") shown = language;
  return language;
}

/** The interface text of the page's language. */
export const useMessages = () => useLanguage().messages;

export const usePageAlternates = () => pageAlternates(useMatches());

/**
 * The language of an address of the site (its path, base path included) and the page's path
 * in the default language: `/base/de/Support` → German, `/Support`.
 */
export function languageOfAddress(pathname: string) {
  const base = import.meta.env.BASE_URL;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return languageOfPath(path, site.languages);
}
