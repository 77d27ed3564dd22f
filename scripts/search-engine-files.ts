/** The address a page names as its canonical one, if it names one. */
export function canonicalHref(html: string): string | undefined {
  const link = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0];
  const href = link && /\bhref="([^"]*)"/.exec(link)?.[1];
  return href?.replace(/&amp;/g, "&");
}

/**
 * The pages search engines should list: those whose canonical address is their own
 * (an earlier version of a legal page names the current one instead).
 */
export function indexablePages(
  siteUrl: string,
  pages: readonly { path: string; html: string }[],
): string[] {
  return pages
    .filter(({ path, html }) => canonicalHref(html) === `${siteUrl}${path}`)
    .map(({ path }) => path);
}

/** `sitemap.xml`: the given pages, at their public addresses. */
export function sitemap(siteUrl: string, pages: readonly string[]): string {
  const urls = pages
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/** `robots.txt`: everything may be crawled but the error page and the icon endpoint. */
export function robots(siteUrl: string, base: string): string {
  return `User-agent: *
Allow: ${base}
Disallow: ${base}404.html
Disallow: ${base}api/

Sitemap: ${siteUrl}/sitemap.xml
`;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
