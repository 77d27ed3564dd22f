// Apart from the address table, which the entry chunk holds: only pages with Markdown need it.

/** `/Support` or `/PrivacyPolicy#cookies`: an address of this site, not `//host`, `/\host` or `#part`. */
export function isSitePath(href: unknown): href is string {
  return typeof href === "string" && /^\/(?![/\\])/.test(href);
}

/**
 * Whether an address of this site names a file (`/llms.txt`, `/press/kit.pdf#page=2`) rather than
 * a page: a page's path never has a dot.
 */
export function isFileAddress(path: string): boolean {
  return /^[^?#]*\.[^/?#]*(?:[?#]|$)/.test(path);
}
