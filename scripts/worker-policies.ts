import { DEFAULT_POLICY } from "#contracts/http/security-headers.ts";

/**
 * The Content-Security-Policy of each page (by its path in the site, `/PrivacyPolicy`) and of
 * each not-found page (by its folder: `""` for the site's, `de/` for a language's).
 */
export interface SitePolicies {
  pages: Record<string, string>;
  notFound: ReadonlyArray<{ folder: string; policy: string }>;
}

/**
 * The policy of an answer at `inSite` with `status`: a page's own (also when it is not
 * modified), the nearest not-found page's
 * for a 404 (`/de` and `/de/…` are German), and for anything else the default, which allows no
 * inline code.
 */
export function policyFor(policies: SitePolicies, inSite: string, status: number): string {
  if (status === 404) {
    const folders = [...policies.notFound].sort((a, b) => b.folder.length - a.folder.length);
    return (
      folders.find(({ folder }) => `${inSite}/`.startsWith(`/${folder}`))?.policy ?? DEFAULT_POLICY
    );
  }
  // A 304's headers replace those the browser keeps with the page: it carries the page's too.
  return ((status === 200 || status === 304) && policies.pages[inSite]) || DEFAULT_POLICY;
}
