import { languages } from "virtual:site-config";
import { useMatches } from "react-router";
import type { PageFrontMatter } from "#contracts/content.ts";
import { type Alternate, languageOfPath, type PageLanguage } from "#contracts/languages.ts";
import type { PageMessages, VersionMessages } from "#contracts/messages.ts";
import type { ImagePreloads } from "#contracts/picture.ts";

/**
 * What a page tells the document around it (`<html>`, `<head>`, header, footer, colour mode):
 * one record per page, which its loader gives under `page` (`pageContext` makes it).
 */
export interface PageContext {
  /** The page's path on the site (`/de/Support`), without the base path. */
  path: string;
  /** Its language: code, interface text, home page and navigation. */
  language: PageLanguage;
  /** The page in every language that has it, itself included. */
  alternates: Alternate[];
  /** The colour mode the page forces (`colorMode:` in its front matter). */
  forcedColorMode?: NonNullable<PageFrontMatter["colorMode"]>;
  /** Its main image, for the pre-paint script to preload. */
  imagePreloads?: ImagePreloads;
  /** The app-link page, which names the app's banner itself, with its own address. */
  appLink?: true;
}

/** What the loader of every route that shows a page returns, beside its own data. */
export interface PageData {
  page: PageContext;
}

/** The matched routes, as `useMatches` and a route's `meta` give them. */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** The shown page's record: the deepest route's that has one (an error page's route has none). */
export function pageContextOf(matches: Matches): PageContext | undefined {
  return matches
    .map((match) => (match?.loaderData as Partial<PageData> | undefined)?.page)
    .findLast((page) => page !== undefined);
}

// The language of the page shown last, in the browser: an error page (whose route gave no
// data) and a client-side not-found page keep it, since only a page's data carries the
// language's interface text.
let shown: PageLanguage | undefined;

/** The language of the page shown last in this browser tab, if any page was shown. */
export const shownLanguage = () => shown;

/** The shown page's record, if its route gave one. */
export const usePageContext = () => pageContextOf(useMatches());

/** The page's language: its code, interface text, home page and navigation. */
export function useLanguage(): PageLanguage {
  const language = usePageContext()?.language ?? shown;
  if (!language) throw new Error("Every page's loader gives its page record");
  if (typeof document !== "undefined") shown = language;
  return language;
}

/** The interface text of the page's language. */
export const useMessages = () => useLanguage().messages;

/**
 * The interface text of an earlier or upcoming version of a legal page, its own texts included
 * (`pageContext` with `versionText`).
 */
export function versionMessagesOf(language: PageLanguage): PageMessages & VersionMessages {
  const { messages, versionMessages } = language;
  if (!versionMessages) throw new Error("A legal page's version gives its own texts");
  return { ...messages, ...versionMessages };
}

/** The interface text of the shown version of a legal page (`versionMessagesOf`). */
export const useVersionMessages = () => versionMessagesOf(useLanguage());

/** The page in each language that has it. */
export const usePageAlternates = () => usePageContext()?.alternates ?? [];

/**
 * The language of an address of the site (its path, base path included) and the page's path
 * in the default language: `/base/de/Support` → German, `/Support`.
 */
export function languageOfAddress(pathname: string) {
  const base = import.meta.env.BASE_URL;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return languageOfPath(path, languages);
}
