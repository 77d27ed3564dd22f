import { isRealDate } from "#contracts/dates.ts";
import { SITEMAP_FILE } from "#contracts/http/address-table.ts";
import { type Catalog, contentFile } from "#node-shared/content-catalog.ts";
import type { LegalRecord } from "./legal-changes.ts";

/** The address a page names as its canonical one, if it names one. */
export function canonicalHref(html: string): string | undefined {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0];
  const href = link && /\bhref="([^"]*)"/.exec(link)?.[1];
  return href?.replace(/&amp;/g, "&");
}

/** A page's translation as its `hreflang` link names it. */
export interface AlternateLink {
  hreflang: string;
  href: string;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");

/** The translations a page names with `<link rel="alternate" hreflang>`, `x-default` included. */
export function alternateLinks(html: string): AlternateLink[] {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  return [...head.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    const hreflang = attribute(tag, "hreflang");
    const href = attribute(tag, "href");
    return attribute(tag, "rel") === "alternate" && hreflang && href ? [{ hreflang, href }] : [];
  });
}

/** A page search engines should list, with the translations it names and the day it last changed. */
export interface IndexablePage {
  path: string;
  alternates: AlternateLink[];
  lastModified?: string | undefined;
}

/**
 * The day each page last changed, as far as its content says (`YYYY-MM-DD`): a legal page's
 * version in force, or the day its next version was announced on it; the release notes' newest
 * release; the home page's `updated:`, or its language's newest release, which it names; a
 * plain page's `updated:` when it has one. None is after the build's date.
 */
export function lastModifiedDays(
  catalog: Catalog,
  legal: readonly LegalRecord[],
): Map<string, string> {
  const latest = (...days: (string | undefined)[]) =>
    days
      .filter((day): day is string => day !== undefined)
      .sort()
      .at(-1);
  const newestRelease = (language: string) =>
    catalog.releases.find((release) => release.language === language)?.date;
  const days = new Map<string, string>();
  const updated = (file: string) => {
    const day = contentFile(catalog, file).frontMatter.updated;
    return typeof day === "string" && isRealDate(day) ? day : undefined;
  };
  for (const page of catalog.pages) {
    const record = legal.find((candidate) => candidate.path === page.path);
    const day =
      page.layout === "legal"
        ? latest(
            record?.versions[0].date,
            ...(record?.upcoming ?? []).map((next) => next.announced),
          )
        : page.layout === "releases"
          ? newestRelease(page.language)
          : page.layout === "home"
            ? latest(updated(page.file), newestRelease(page.language))
            : updated(page.file);
    // A day written ahead of the build's (a page's `updated:`) is not one the page has changed on.
    const shown = day && [day, catalog.publishing.date].sort()[0];
    if (shown) days.set(page.path, shown);
  }
  return days;
}

/**
 * The pages search engines should list: those whose canonical address is their own
 * (an earlier version of a legal page names the current one instead).
 */
export function indexablePages(
  siteUrl: string,
  pages: readonly { path: string; html: string }[],
): IndexablePage[] {
  return pages
    .filter(({ path, html }) => canonicalHref(html) === `${siteUrl}${path}`)
    .map(({ path, html }) => ({ path, alternates: alternateLinks(html) }));
}

/**
 * `sitemap.xml`: the given pages, at their public addresses, each with the day it last changed
 * when known and the translations it names itself (`xhtml:link`, as search engines read them).
 */
export function sitemap(siteUrl: string, pages: readonly IndexablePage[]): string {
  const urls = pages
    .map(({ path, alternates, lastModified }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>${
        lastModified ? `<lastmod>${lastModified}</lastmod>` : ""
      }`;
      if (alternates.length === 0) return `  <url>${loc}</url>`;
      const links = alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      );
      return [`  <url>${loc}`, ...links, "  </url>"].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/**
 * The site's `sitemap.xml`, from its pages as rendered (`path`, `html`): those that name their
 * own address as canonical, with the translations they name and the day each last changed.
 */
export function siteSitemap(
  siteUrl: string,
  catalog: Catalog,
  legal: readonly LegalRecord[],
  pages: readonly { path: string; html: string }[],
): string {
  const changedOn = lastModifiedDays(catalog, legal);
  return sitemap(
    siteUrl,
    indexablePages(siteUrl, pages).map((page) => ({
      ...page,
      lastModified: changedOn.get(page.path),
    })),
  );
}

/**
 * `robots.txt`: everything may be crawled but the error pages (each language's, in its
 * folder) and the icon endpoint.
 */
export function robots(
  siteUrl: string,
  base: string,
  languageFolders: readonly string[] = [],
): string {
  const errorPages = languageFolders.map((folder) => `Disallow: ${base}${folder}404.html\n`);
  return `User-agent: *
Allow: ${base}
Disallow: ${base}404.html
${errorPages.join("")}Disallow: ${base}api/

Sitemap: ${siteUrl}/${SITEMAP_FILE}
`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
