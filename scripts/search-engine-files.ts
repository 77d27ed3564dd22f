import { SITEMAP_FILE } from "#contracts/http/address-table.ts";

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

/** A page search engines should list, with the translations it names. */
export interface IndexablePage {
  path: string;
  alternates: AlternateLink[];
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
 * `sitemap.xml`: the given pages, at their public addresses, each with the translations it
 * names itself (`xhtml:link`, as search engines read them).
 */
export function sitemap(siteUrl: string, pages: readonly IndexablePage[]): string {
  const urls = pages
    .map(({ path, alternates }) => {
      const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
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
