import type { Redirect } from "#contracts/build-manifest.ts";
import { markdownAddress } from "#contracts/http/address-table.ts";
import type { LegalRecord } from "./legal-changes.ts";

/**
 * The dated address of each legal page's version in force, which leads to the page itself
 * (`/TermsConditions/2027-01-15` → `/TermsConditions`). While a version is upcoming its text is
 * read there, and the notice, the feed and whoever was told of the change link to it; once it
 * applies, the page shows it. Temporary (302): when a later version supersedes it, the address
 * shows it as an earlier version, and no browser may have kept the redirect. Its Markdown copy
 * leads to the page's (`/TermsConditions/2027-01-15.md` → `/TermsConditions.md`). An address the
 * site configuration redirects already, or that is a page, is left as it is.
 */
export function versionInForceRedirects(
  legal: readonly LegalRecord[],
  taken: ReadonlySet<string>,
): Redirect[] {
  return legal
    .flatMap(({ path, versions: [inForce] }) => {
      const from = `${path}/${inForce.date}`;
      return [
        { from, to: path, status: 302 },
        { from: markdownAddress(from, false), to: markdownAddress(path, false), status: 302 },
      ];
    })
    .filter(({ from }) => !taken.has(from));
}

/**
 * Every redirect of the site, as the build and the development server apply them: the site
 * configuration's, then those of the legal versions in force, clear of the site's `pages` and
 * their Markdown copies.
 */
export function siteRedirectList(
  configured: readonly Redirect[],
  legal: readonly LegalRecord[],
  pages: Iterable<string>,
): Redirect[] {
  const taken = new Set(configured.map(({ from }) => from));
  for (const page of pages) taken.add(page).add(markdownAddress(page, false));
  return [...configured, ...versionInForceRedirects(legal, taken)];
}
