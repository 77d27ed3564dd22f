import type { SiteContent } from "#contracts/content.ts";
import { isRelativeAddress, linkBase, readFrom } from "#contracts/http/site-path.ts";
import { elementParts, type MarkdownNode } from "#contracts/markdown-nodes.ts";

/** Each relative link of a compiled body read from `base`, in place. */
function readLinksIn(nodes: readonly MarkdownNode[], base: string) {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    const [, props, children] = elementParts(node);
    if (typeof props.href === "string" && isRelativeAddress(props.href)) {
      props.href = readFrom(base, props.href);
    }
    readLinksIn(children, base);
  }
}

/**
 * Reads each relative link of the compiled pages (`TermsConditions`, `../Support#faq`) from its
 * page's address (a home page's folder: `linkBase`), as the link check reported it, in place: the
 * pages then follow it in the app like any link to a page, with no code of their own for it, and
 * under a base path it stays in the site's folder. The content's checks read the links as written,
 * so they come first.
 */
export function readRelativeLinks(content: SiteContent): void {
  for (const [page, { body, frontMatter }] of Object.entries(content.homes)) {
    const base = linkBase(page, true);
    readLinksIn(body, base);
    for (const action of frontMatter.actions) {
      if (isRelativeAddress(action.href)) action.href = readFrom(base, action.href);
    }
  }
  for (const [page, { body }] of Object.entries(content.pages)) readLinksIn(body, page);
  for (const [page, releases] of Object.entries(content.releases)) {
    for (const { body } of releases) readLinksIn(body, page);
  }
}
