import { ADDRESS_TABLE, type AddressKind } from "./http/address-table.ts";
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

/** The addresses of a kind of the site's own files, as a regular expression's source. */
function kindPattern({ match }: AddressKind): string {
  if ("exact" in match) return `${escapeRegex(match.exact)}$`;
  if ("folder" in match) return escapeRegex(match.folder);
  return `.*${escapeRegex(match.extension)}$`;
}

/**
 * The addresses in the site (`/invite/abc`, percent-decoded) that open the app on a phone that
 * has it, and in a browser show the page that offers the app instead of the not-found page: a
 * path of `app.links` that no path of `app.exclude` keeps in the browser, on either phone, and
 * never an address of the site's own files (`.md`, `.data`, `/assets/`), whose missing files are
 * not found. Under the folder of a language but the first (`/de/invite/abc`), the same path shows
 * that page in that language: the address a visitor reaches from the page's offer of their
 * language or its language switcher. One regular expression's source, which every host and the
 * browser test addresses against; its first group is the language's folder (`de/`), unmatched
 * in the first language (`appLinkFolder`). Undefined when the configuration names no link.
 */
export function appLinkAddresses(
  app: AppConfig | undefined,
  languages: readonly { code: string }[],
  table: readonly AddressKind[] = ADDRESS_TABLE,
): string | undefined {
  if (!app || app.links.length === 0) return undefined;
  const languageCodes = languages.map(({ code }) => code);
  const byPhone = phonesOf(app).map((phone) => {
    const links = anyOf(app.links.map((link) => linkPattern(phone, link)));
    if (app.exclude.length === 0) return links;
    return `(?!${anyOf(app.exclude.map((kept) => linkPattern(phone, kept)))}$)${links}`;
  });
  const others = anyOf(languageCodes.slice(1).map(escapeRegex));
  // The folder is captured with its slash from a lookahead, so that the path after it still
  // starts with one; a host fills it into the page's file (`_app/de/app-link.html`).
  const language =
    languageCodes.length > 1 ? `(?:/(?=(${others}/))${others})?(?!/${others}(?:/|$))` : "";
  const files = `(?!${anyOf(table.map(kindPattern))})`;
  return `^${language}${files}${anyOf([...new Set(byPhone)])}$`;
}

/**
 * The language folder (`de/`, `""` for the first language) of the app-link page that answers
 * `inSite` (percent-decoded), an address no file answers, by the site's expression of those
 * addresses (`appLinkAddresses`); undefined where it shows no app-link page.
 */
export function appLinkFolder(addresses: RegExp, inSite: string): string | undefined {
  const match = addresses.exec(inSite);
  return match ? (match[1] ?? "") : undefined;
}
