import type { LegalRecord } from "./legal-changes.ts";

/** A redirect the build adds to the configured ones: `from` an address of the site, `to` another. */
export interface VersionRedirect {
  from: string;
  to: string;
  status: 302;
}

/**
 * The dated address of each legal page's version in force, which leads to the page itself
 * (`/TermsConditions/2027-01-15` → `/TermsConditions`). While a version is upcoming its text is
 * read there, and the notice, the feed and whoever was told of the change link to it; once it
 * applies, the page shows it. Temporary (302): when a later version supersedes it, the address
 * shows it as an earlier version, and no browser may have kept the redirect. An address the
 * site configuration redirects already, or that is a page, is left as it is.
 */
export function versionInForceRedirects(
  legal: readonly LegalRecord[],
  taken: ReadonlySet<string>,
): VersionRedirect[] {
  return legal
    .map(({ path, versions: [inForce] }) => ({
      from: `${path}/${inForce.date}`,
      to: path,
      status: 302 as const,
    }))
    .filter(({ from }) => !taken.has(from));
}
