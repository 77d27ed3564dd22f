import { addressKind } from "./http/address-table.ts";
import type { AppConfig } from "./site-config.ts";

/** The phones whose app-link files the site publishes. */
export type Phone = "ios" | "android";

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A path of `app.links` or `app.exclude` as a regular expression's source, as one phone reads
 * its `*`: an iPhone lets it stand for any characters; Android only for those up to the first
 * occurrence of the character written after it. Written so that JavaScript and PCRE (nginx)
 * read it alike.
 */
export function linkPattern(phone: Phone, link: string): string {
  const parts = link.split(/\*+/);
  return parts
    .map((part, index) => {
      const text = escapeRegex(part);
      if (index === parts.length - 1) return text;
      const [next] = parts[index + 1] ?? "";
      const wildcard =
        phone === "ios" || next === undefined ? ".*" : `(?:(?!${escapeRegex(next)}).)*`;
      return `${text}${wildcard}`;
    })
    .join("");
}

/** Whether one phone takes `path` by the app link `link`. */
export function phoneTakes(phone: Phone, link: string, path: string): boolean {
  return new RegExp(`^${linkPattern(phone, link)}$`).test(path);
}

/** The phones the configuration names an app for. */
export function phonesOf(app: AppConfig): Phone[] {
  return [...(app.ios ? ["ios" as const] : []), ...(app.android ? ["android" as const] : [])];
}

const anyOf = (sources: readonly string[]) => `(?:${sources.join("|")})`;

/**
 * The addresses in the site (`/invite/abc`, percent-decoded) that open the app on a phone that
 * has it, and in a browser show the page that offers the app instead of the not-found page: a
 * path of `app.links` that no path of `app.exclude` keeps in the browser, on either phone, outside
 * the folders of the languages but the first (that page is in the first language). Undefined
 * when the configuration names no link. Every host and the browser test addresses against this
 * one expression.
 */
export function appLinkAddresses(
  app: AppConfig | undefined,
  languageCodes: readonly string[],
): string | undefined {
  if (!app || app.links.length === 0) return undefined;
  const byPhone = phonesOf(app).map((phone) => {
    const links = anyOf(app.links.map((link) => linkPattern(phone, link)));
    if (app.exclude.length === 0) return links;
    return `(?!${anyOf(app.exclude.map((kept) => linkPattern(phone, kept)))}$)${links}`;
  });
  const otherLanguages =
    languageCodes.length > 1 ? `(?!/${anyOf(languageCodes.slice(1).map(escapeRegex))}(?:/|$))` : "";
  return `^${otherLanguages}${anyOf([...new Set(byPhone)])}$`;
}

/**
 * Whether the app-link page answers `inSite` (`/invite/abc`, percent-decoded), given the
 * expression of `appLinkAddresses`: an address of the site's own files (`.md`, `.data`,
 * `/assets/`) never, though a link's `*` takes it.
 */
export function showsAppLinkPage(addresses: RegExp, inSite: string): boolean {
  return addressKind(inSite) === undefined && addresses.test(inSite);
}
