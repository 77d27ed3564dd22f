import { languages, productName } from "virtual:site-config";
import type { MetaDescriptor } from "react-router";
import { ATOM_TYPE, LEGAL_FEED_FILE, markdownAddress } from "#contracts/http/address-table.ts";
import { type Alternate, defaultLanguage, type PageLanguage } from "#contracts/languages.ts";
import { fill } from "#contracts/messages.ts";
import { SOCIAL_CARD, socialCardAlt, socialCardFile } from "#contracts/social-card.ts";
import { type PageContext, pageContextOf } from "~/lib/page-context.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's own title, shown on its social card (the product name stands beside it). */
  cardTitle: string;
  /** The path of the page search engines should show instead (an earlier version's current page). */
  canonicalPath?: string;
  /** For a legal page: when its first version and this one came into force (`YYYY-MM-DD`). */
  legal?: { published: string; modified: string };
  /**
   * The Atom feeds of what the page lists or names (the release notes'; both on a home page, where
   * a feed reader given the site's address looks), by their files in the site.
   */
  feeds?: Feed[];
}

/** An Atom feed of the site: its file in the site, and its title in the page's language. */
interface Feed {
  file: string;
  title: string;
}

/** The matched routes, as a route's `meta` receives them. */
type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** The page's record, which every page's loader gives (`pageContext`). */
function metaPage(matches: Matches): PageContext {
  const page = pageContextOf(matches);
  if (!page) throw new Error("Every page's loader gives its page record");
  return page;
}

/** The page's language, from its record. */
export const metaLanguage = (matches: Matches): PageLanguage => metaPage(matches).language;

/**
 * An Open Graph locale, a language and its territory, from a language code: `pt-BR` is
 * `pt_BR`, and a code without a territory takes its likeliest (`en` is `en_US`, `de` `de_DE`).
 */
function ogLocale(code: string): string {
  const { language, region } = new Intl.Locale(code).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The page's translations for search engines: one `hreflang` link for each language it is
 * written in (itself included) and `x-default`, the default language's page (or, without
 * one, the first translation); the same set on every page of the group.
 */
function languageMeta(
  language: PageLanguage,
  alternates: Alternate[],
  siteUrl: string,
): MetaDescriptor[] {
  const fallback =
    alternates.find((alternate) => alternate.code === defaultLanguage(languages).code) ??
    alternates[0];
  return [
    { property: "og:locale", content: ogLocale(language.code) },
    ...alternates
      .filter((alternate) => alternate.code !== language.code)
      .map((alternate) => ({ property: "og:locale:alternate", content: ogLocale(alternate.code) })),
    ...(alternates.length > 1 && fallback
      ? [...alternates, { ...fallback, code: "x-default" }].map((alternate) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: alternate.code,
          href: `${siteUrl}${alternate.path}`,
        }))
      : []),
  ];
}

/**
 * Title, description, canonical link, the page's translations, and the Open Graph and
 * Twitter card tags of a page.
 */
export function pageMeta(matches: Matches, input: PageMetaInput): MetaDescriptor[] {
  const { path, language, alternates } = metaPage(matches);
  const { title, description, cardTitle, canonicalPath = path, legal, feeds = [] } = input;
  // The runtime configuration's address: the server may override the build's.
  const { siteUrl } = runtimeConfig();
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/${socialCardFile(path)}`;
  const imageAlt = socialCardAlt(productName, cardTitle);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${siteUrl}${canonicalPath}` },
    // A page that names another as canonical (an earlier version) names no translations:
    // search engines take hreflang links from canonical pages only.
    ...languageMeta(language, canonicalPath === path ? alternates : [], siteUrl),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(legal ? legalMeta({ title, language, ...legal }) : []),
    ...feeds.map((feed) => feedLink(`${siteUrl}/${feed.file}`, feed.title)),
    ...(path === language.home ? [siteNameMeta(url, language)] : []),
    // The page as its owner wrote it, for readers that are not browsers (SPEC §19).
    {
      tagName: "link",
      rel: "alternate",
      type: "text/markdown",
      href: `${siteUrl}${markdownAddress(path, path === language.home)}`,
    },
  ];
}

/**
 * The site's name as search engines should show it beside its pages, given on a home page (where
 * Google's site names look) as `WebSite` structured data: the product's name, not the home page's
 * title.
 */
const siteNameMeta = (url: string, language: PageLanguage) =>
  ({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: productName,
      url,
      inLanguage: language.code,
    },
  }) satisfies MetaDescriptor;

/** A link to an Atom feed, for feed readers and browsers to find. */
const feedLink = (href: string, title: string) =>
  ({ tagName: "link", rel: "alternate", type: ATOM_TYPE, href, title }) satisfies MetaDescriptor;

/** The Atom feed of the legal pages' versions, titled in the page's language. */
export const legalFeed = (language: PageLanguage): Feed => ({
  file: LEGAL_FEED_FILE,
  title: fill(language.messages.legalFeedTitle, { product: productName }),
});

/** The release notes' Atom feed (`WhatsNew/feed.atom`), titled in the page's language. */
export const releaseFeed = (file: string, language: PageLanguage): Feed => ({
  file,
  title: fill(language.messages.releaseFeedTitle, { product: productName }),
});

/**
 * What a legal page adds: the Atom feed of the legal pages' versions, and its dates for search
 * engines as JSON-LD (a data block, which the Content-Security-Policy need not allow).
 */
function legalMeta(page: {
  title: string;
  language: PageLanguage;
  published: string;
  modified: string;
}) {
  const { siteUrl } = runtimeConfig();
  const feed = legalFeed(page.language);
  return [
    feedLink(`${siteUrl}/${feed.file}`, feed.title),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: page.title,
        inLanguage: page.language.code,
        datePublished: page.published,
        dateModified: page.modified,
      },
    },
  ] satisfies MetaDescriptor[];
}

/** The legal dates of a page from its last update and its earlier versions (newest first). */
export function legalDates(updated: string, history: readonly { date: string }[]) {
  return { published: history.at(-1)?.date ?? updated, modified: updated };
}

/** A page's title followed by the product's name, e.g. "Privacy Policy — Tally". */
export function titleWithProduct(title: string): string {
  return `${title} — ${productName}`;
}
