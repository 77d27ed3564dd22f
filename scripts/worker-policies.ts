import { DEFAULT_POLICY } from "#contracts/http/security-headers.ts";
import { isUnderFolder } from "#contracts/languages.ts";

/**
 * The Content-Security-Policy of each page (by its path in the site, `/PrivacyPolicy`), of the
 * site's not-found page, and of each language's (by its folder, `de/`).
 */
export interface SitePolicies {
  pages: Record<string, string>;
  notFound: string;
  languageNotFound: ReadonlyArray<{ folder: string; policy: string }>;
  appLink?: AppLinkPolicies;
}

/**
 * The addresses answered with an app-link page (`appLinkAddresses`), and the policy of each
 * language's page, by its folder (`""` for the first language, `de/`).
 */
export interface AppLinkPolicies {
  addresses: string;
  pages: readonly { folder: string; policy: string }[];
}

/**
 * The policy of an answer at `inSite` with `status`: a page's own (also when it is not
 * modified), for a 404 that of its language's not-found page (`/de` and `/de/…` are German) or
 * the site's, and for anything else the default, which allows no inline code.
 */
export function policyFor(policies: SitePolicies, inSite: string, status: number): string {
  if (status === 404) {
    const language = policies.languageNotFound.find(({ folder }) => isUnderFolder(inSite, folder));
    return language?.policy ?? policies.notFound;
  }
  // A 304's headers replace those the browser keeps with the page: it carries the page's too.
  return ((status === 200 || status === 304) && policies.pages[inSite]) || DEFAULT_POLICY;
}
