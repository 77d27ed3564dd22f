import { languages, navigation } from "virtual:site-config";
import content from "virtual:site-content";
import messages from "virtual:site-messages";
import {
  type Alternate,
  defaultLanguage,
  type Language,
  languageOfPath,
  type PageLanguage,
  pathInLanguage,
} from "#contracts/languages.ts";
import { fill, messagesIn, pageMessages, versionMessages } from "#contracts/messages.ts";
import { labelIn, type NavigationLink } from "#contracts/site-config.ts";
import type { PageContext } from "./page-context.ts";

/**
 * A page's address in a language: its translation's when there is one, otherwise its own in
 * the default language (`/Support` → `/de/Support`, or `/Support` while it has none).
 */
export function inLanguage(code: string, basePath: string): string {
  return content.translations[basePath]?.includes(code)
    ? pathInLanguage(basePath, code, languages)
    : basePath;
}

/**
 * A language as its pages need it: its code, name and direction, its interface text (that
 * language's only, and the texts of a legal page's versions where `versionText`), its home
 * page, and the navigation in it, each link to the page's translation when there is one.
 */
export function pageLanguage(language: Language, versionText = false): PageLanguage {
  const defaultCode = defaultLanguage(languages).code;
  const links = (items: NavigationLink[]) =>
    items.map((item) => ({
      label: labelIn(item.label, language.code, defaultCode),
      path: inLanguage(language.code, item.path),
    }));
  const text = messagesIn(messages, language.code);
  return {
    ...language,
    messages: pageMessages(text),
    ...(versionText ? { versionMessages: versionMessages(text) } : {}),
    home: inLanguage(language.code, "/"),
    navigation: { header: links(navigation.header), footer: links(navigation.footer) },
  };
}

/**
 * The page in every language that has it (`codes`, its translations unless given), itself
 * included (for the language switcher and `hreflang`).
 */
function alternatesOf(
  basePath: string,
  codes: readonly string[] = content.translations[basePath] ?? [],
): Alternate[] {
  return languages
    .filter((candidate) => codes.includes(candidate.code))
    .map(({ code, name, dir }) => {
      const text = messagesIn(messages, code);
      const offer = {
        text: fill(text.suggestion, { language: name }),
        link: fill(text.suggestionLink, { language: name }),
        dismiss: text.dismiss,
      };
      const path = pathInLanguage(basePath, code, languages);
      return { code, name, ...(dir ? { dir } : {}), path, offer };
    });
}

/**
 * The record every page's loader gives under `page`, from the route's own path (`/de/Support`):
 * its language and translations, and what the page itself adds (a forced colour mode, the
 * main image to preload, the texts of a legal page's versions). An address that no page claims
 * gets its language alone.
 */
export function pageContext(
  pattern: string,
  own: Pick<PageContext, "forcedColorMode" | "imagePreloads"> & { versionText?: true } = {},
): PageContext {
  const { language, path } = languageOfPath(pattern, languages);
  return {
    path: pattern,
    language: pageLanguage(language, own.versionText),
    alternates: alternatesOf(path),
    ...(own.forcedColorMode ? { forcedColorMode: own.forcedColorMode } : {}),
    ...(own.imagePreloads ? { imagePreloads: own.imagePreloads } : {}),
  };
}

/**
 * The record of the app-link page at an address in the site (`/de/invite/abc`, decoded), from
 * its route's path (`/de/*`): in the address's language, and in every language at the same
 * address under that language's folder.
 */
export function appLinkPageContext(
  pattern: string,
  inSite: string,
): PageContext & { appLink: true } {
  const { path } = languageOfPath(inSite, languages);
  const codes = languages.map(({ code }) => code);
  return { ...pageContext(pattern), alternates: alternatesOf(path, codes), appLink: true };
}

/** Every page's address in every language, release notes and earlier and upcoming versions too. */
export function siteAddresses(): string[] {
  return [
    ...Object.keys(content.homes),
    ...Object.keys(content.pages),
    ...Object.keys(content.releases),
    ...Object.keys(content.versions),
  ];
}
