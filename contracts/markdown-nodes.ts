/**
 * Markdown compiled at build time to what React renders: text, or an element as
 * `[tag, props, ...children]` whose props are already React's (`className`,
 * `tabIndex`, `aria-label`), and left out when there are none (`["p", "text"]`).
 * Plain JSON, so it travels in a page's data.
 */
export type MarkdownNode = string | MarkdownElement;
export type MarkdownElement = [tag: string, ...propsAndChildren: (MarkdownProps | MarkdownNode)[]];
export type MarkdownProps = Record<string, string | number | boolean>;

/** An element's tag, props (`{}` when the tree leaves them out) and children. */
export function elementParts(element: MarkdownElement): [string, MarkdownProps, MarkdownNode[]] {
  const [tag, first, ...rest] = element;
  // Only the item after the tag may be props; the tree is made so by the build.
  const children = rest as MarkdownNode[];
  if (first === undefined) return [tag, {}, children];
  if (typeof first === "string" || Array.isArray(first)) return [tag, {}, [first, ...children]];
  return [tag, first, children];
}
