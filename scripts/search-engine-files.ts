/** `sitemap.xml`: the prerendered pages, at their public addresses. */
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
