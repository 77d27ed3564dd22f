import { createElement, type Key, type ReactNode } from "react";
import type { MarkdownNode } from "#contracts/content.ts";
import { isFileAddress, isSitePath } from "#contracts/http/site-path.ts";
import { elementParts } from "#contracts/markdown-nodes.ts";
import { withFirstScreenEnd } from "./first-screen-end.tsx";
import { PageLink } from "./page-link.tsx";

/**
 * A link the content writes (in Markdown, or a home page action): to a page of the site, a
 * `PageLink`; to a file of the site (`/llms.txt`, `/press/kit.pdf`), which the browser loads and
 * the app has no page for, a plain link; both under the base path. Any other as written.
 */
export function contentLink(
  { href, ...props }: Record<string, unknown> & { href: unknown },
  content: ReactNode,
  key?: Key,
): ReactNode {
  if (isSitePath(href) && !isFileAddress(href)) {
    return (
      <PageLink key={key} to={href} {...props}>
        {content}
      </PageLink>
    );
  }
  const inSite = isSitePath(href) ? `${import.meta.env.BASE_URL}${href.slice(1)}` : href;
  return createElement("a", { ...props, href: inSite, key }, content);
}

/** One node of a compiled tree (a content image's picture, say) as React elements. */
export function render(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = elementParts(node);
  const content = children.length > 0 ? children.map(render) : undefined;
  if (tag === "a") return contentLink({ ...props, href: props.href }, content, key);
  return createElement(tag, { ...props, key }, content);
}

/**
 * The site's Markdown, compiled at build time, as React elements. Links to the
 * site's pages are `PageLink`s, like the header's: prefetched and followed in
 * the browser, under the base path the site is served from (`contentLink`). The page's first
 * screen ends before the node at `firstScreenEnd`, when it is given.
 */
export function MarkdownContent({
  body,
  className,
  firstScreenEnd = -1,
}: {
  body: MarkdownNode[];
  className: string;
  firstScreenEnd?: number;
}) {
  return <div className={className}>{withFirstScreenEnd(body.map(render), firstScreenEnd)}</div>;
}
