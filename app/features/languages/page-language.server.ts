import site from "virtual:site-config";
import content from "virtual:site-content";
import {
  type Alternate,
  defaultLanguage,
  type Language,
  languageOfPath,
  type PageLanguage,
  pathInLanguage,
} from "#contracts/languages.ts";
import { messagesOf } from "#contracts/messages/catalogs.ts";
import { fill } from "#contracts/messages.ts";
import { labelIn, type NavigationLink } from "#contracts/site-config.ts";

/**
 * A page's address in a language: its translation's when there is one, otherwise its own in
 * the default language (`/Support` → `/de/Support`, or `/Support` while it has none).
 */
export function inLanguage(code: string, basePath: string): string {
  return content.translations[basePath]?.includes(code)
    ? pathInLanguage(basePath, code, site.languages)
    : basePath;
}

/**
 * A language as its pages need it: its code, name and direction, its interface text (that
 * language's only), its home page, and the navigation in it, each link to the page's
 * translation when there is one.
 */
export function pageLanguage(language: Language): PageLanguage {
  const defaultCode = defaultLanguage(site.languages).code;
  const links = (items: NavigationLink[]) =>
    items.map((item) => ({
      label: labelIn(item.label, language.code, defaultCode),
      path: inLanguage(language.code, item.path),
    }));
  return {
    ...language,
    messages: messagesOf(language.code),
    home: inLanguage(language.code, "/"),
    navigation: { header: links(site.navigation.header), footer: links(site.navigation.footer) },
  };
}

/**
 * What every page's loader gives for its language, from the route's own path (`/de/Support`):
 * the language, and the page in every language that has it, itself included (for the
 * language switcher and the `hreflang` links).
 */
export function languageOfPage(pattern: string): {
  language: PageLanguage;
  alternates: Alternate[];
} {
  const { languages } = site;
  const { language, path } = languageOfPath(pattern, languages);
  const alternates = languages
    .filter((candidate) => content.translations[path]?.includes(candidate.code))
    .map(({ code, name }) => {
      const messages = messagesOf(code);
      const offer = {
        text: fill(messages.suggestion, { language: name }),
        link: fill(messages.suggestionLink, { language: name }),
        dismiss: messages.dismiss,
      };
      return { code, name, path: pathInLanguage(path, code, languages), offer };
    });
  return { language: pageLanguage(language), alternates };
}
