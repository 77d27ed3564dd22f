import type { PageMessages, VersionMessages } from "./messages.ts";

/** A language the site is written in: its BCP 47 code, its own name, and its direction. */
export interface Language {
  code: string;
  /** The language's name in itself, e.g. `Deutsch`: how the switcher lists it. */
  name: string;
  dir?: "rtl";
}

/**
 * Whether Unicode's locale data writes a language right to left (`ar`, `he`, `fa`, `ur`), so
 * that a site owner need not say so.
 */
export function writtenRightToLeft(code: string): boolean {
  const locale = new Intl.Locale(code) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
  };
  return locale.getTextInfo?.().direction === "rtl";
}

export const DEFAULT_LANGUAGES: readonly Language[] = [{ code: "en", name: "English" }];

/** The language whose pages keep the paths without a prefix. */
export const defaultLanguage = (languages: readonly Language[]): Language =>
  languages[0] as Language;

/**
 * The address of a page in a language: the default language keeps the page's own path,
 * any other puts its code first (`/de`, `/de/PrivacyPolicy`).
 */
export function pathInLanguage(path: string, code: string, languages: readonly Language[]): string {
  if (code === defaultLanguage(languages).code) return path;
  return path === "/" ? `/${code}` : `/${code}${path}`;
}

/**
 * Which language an address is in, and the page's path in the default language
 * (`/de/Support` → German, `/Support`). An address without a language's prefix is in
 * the default language.
 */
export function languageOfPath(
  path: string,
  languages: readonly Language[],
): { language: Language; path: string } {
  const [, first = ""] = path.split("/");
  const language = languages.slice(1).find((candidate) => candidate.code === first);
  if (!language) return { language: defaultLanguage(languages), path };
  return { language, path: path.slice(first.length + 1) || "/" };
}

/**
 * The folders of the languages other than the default (`de/`): each has its own `404.html`,
 * which hosts serve for the unknown addresses under it.
 */
export const languageNotFoundFolders = (languages: readonly Language[]): string[] =>
  languages.slice(1).map((language) => `${language.code}/`);

/**
 * Whether an address (`/de`, `/de/Support`, after the base path) is under a language's folder
 * (`de/`), whose not-found page answers it: the folder's own address is under it too.
 */
export const isUnderFolder = (address: string, folder: string): boolean =>
  `${address}/`.startsWith(`/${folder}`);

/** A link of the site's navigation, in a page's language. */
export interface NavigationItem {
  label: string;
  path: string;
}

/**
 * A language as its pages have it: its code, name and direction, its interface text, its
 * home page, and the navigation in it.
 */
export interface PageLanguage extends Language {
  messages: PageMessages;
  /** The texts of a legal page's versions, on those pages alone. */
  versionMessages?: VersionMessages;
  home: string;
  navigation: { header: NavigationItem[]; footer: NavigationItem[] };
}

/**
 * A page in one of its languages: the language's code, own name and direction, the page's
 * address, and the notice that offers it, written in that language.
 */
export interface Alternate {
  code: string;
  name: string;
  dir?: "rtl";
  path: string;
  offer: { text: string; link: string; dismiss: string };
}

/**
 * The translation of a page that a visitor's browser prefers (`navigator.languages`, most
 * preferred first), if it prefers one to the page's own language: an exact code, or the same
 * language in another region (`de-AT` → `de`).
 */
export function preferredAlternate(
  preferences: readonly string[],
  alternates: readonly Alternate[],
  shown: string,
): Alternate | undefined {
  const primary = (code: string) => code.split("-")[0]?.toLowerCase();
  for (const preference of preferences) {
    const wanted = preference.toLowerCase();
    const match =
      alternates.find((alternate) => alternate.code.toLowerCase() === wanted) ??
      alternates.find((alternate) => primary(alternate.code) === primary(wanted));
    if (match) return match.code === shown ? undefined : match;
  }
  return undefined;
}
