// Apart from the address table, which the entry chunk holds: only pages with Markdown need it.

/** `/Support` or `/PrivacyPolicy#cookies`: an address of this site, not `//host`, `/\host` or `#part`. */
export function isSitePath(href: unknown): href is string {
  return typeof href === "string" && /^\/(?![/\\])/.test(href);
}

/**
 * Whether a link's address is relative (`TermsConditions`, `../privacy-policy.md`): no scheme,
 * and not from the site's root, a fragment or a query alone. A browser reads it from the
 * address of the page it is on.
 */
export function isRelativeAddress(href: string): boolean {
  return /^(?![a-z][a-z0-9+.-]*:)[^/\\#?]/i.test(href);
}

/**
 * The address of this site a browser reads a relative link as on `page`: `Help#faq` on
 * `/guides/Start` is `/guides/Help#faq`, `../Support` is `/Support`.
 */
export function readFrom(page: string, href: string): string {
  const { pathname, search, hash } = new URL(href, `https://site.invalid${page}`);
  return pathname + search + hash;
}

/**
 * Where a page's relative links are read from: its own address, but a home page's folder (`/de/`
 * for `/de`), where its Markdown copy (`/de/index.md`) is read, so that `Support` in
 * `content/de/home.md` is `/de/Support` as in every other file of `content/de/`.
 */
export function linkBase(page: string, home: boolean): string {
  return home && !page.endsWith("/") ? `${page}/` : page;
}

/**
 * Whether an address of this site names a file (`/llms.txt`, `/press/kit.pdf#page=2`) rather than
 * a page: a page's path never has a dot.
 */
export function isFileAddress(path: string): boolean {
  return /^[^?#]*\.[^/?#]*(?:[?#]|$)/.test(path);
}
