import { createElement, type ReactNode } from "react";
import type { MarkdownNode } from "#contracts/content.ts";
import { isFileAddress, isSitePath } from "#contracts/http/site-path.ts";
import { elementParts } from "#contracts/markdown-nodes.ts";
import { withFirstScreenEnd } from "./first-screen-end.tsx";
import { PageLink } from "./page-link.tsx";

/** One node of a compiled tree (a content image's picture, say) as React elements. */
export function render(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = elementParts(node);
  const content = children.length > 0 ? children.map(render) : undefined;
  if (tag === "a" && isSitePath(props.href)) {
    const { href, ...rest } = props;
    // The browser loads a file (`/llms.txt`, `/press/kit.pdf`): the app has no page there.
    if (isFileAddress(href)) {
      const inSite = `${import.meta.env.BASE_URL}${href.slice(1)}`;
      return createElement("a", { ...rest, href: inSite, key }, content);
    }
    return (
      <PageLink key={key} to={href} {...rest}>
        {content}
      </PageLink>
    );
  }
  return createElement(tag, { ...props, key }, content);
}

/**
 * The site's Markdown, compiled at build time, as React elements. Links to the
 * site's pages are `PageLink`s, like the header's: prefetched and followed in
 * the browser, under the base path the site is served from; links to its files are
 * plain links under that path. The page's first
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
