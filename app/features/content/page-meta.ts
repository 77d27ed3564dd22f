import site from "virtual:site-config";
import type { MetaDescriptor } from "react-router";
import { SOCIAL_CARD, socialCardAlt, socialCardFile } from "#contracts/social-card.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path on the site, for its address and its social card. */
  path: string;
  /** The page's own title, shown on its social card (the product name stands beside it). */
  cardTitle: string;
  /** The path of the page search engines should show instead (an earlier version's current page). */
  canonicalPath?: string;
}

/** Title, description, canonical link, and the Open Graph and Twitter card tags of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, path, cardTitle, canonicalPath = path } = input;
  // The runtime configuration's address: the server may override the build's.
  const { siteUrl } = runtimeConfig();
  const url = `${siteUrl}${path}`;
  const image = `${siteUrl}/${socialCardFile(path)}`;
  const imageAlt = socialCardAlt(site.productName, cardTitle);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${siteUrl}${canonicalPath}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
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
  ];
}

/** A page's title followed by the product's name, e.g. "Privacy Policy — Tally". */
export function titleWithProduct(title: string): string {
  return `${title} — ${site.productName}`;
}
