import site from "virtual:site-config";
import type { MetaDescriptor } from "react-router";
import { runtimeConfig } from "~/lib/runtime-config.ts";

interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path on the site, for its canonical address. */
  path: string;
}

/** Title, description, canonical link and social-card tags of a page. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  // The runtime configuration's address: the server may override the build's.
  const url = `${runtimeConfig().siteUrl}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}

/** A page's title followed by the product's name, e.g. "Privacy Policy — Tally". */
export function titleWithProduct(title: string): string {
  return `${title} — ${site.productName}`;
}
