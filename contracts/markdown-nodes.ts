/**
 * Markdown compiled at build time to what React renders: text, or an element as
 * `[tag, props, ...children]` whose props are already React's (`className`,
 * `tabIndex`, `aria-label`), and left out when there are none (`["p", "text"]`).
 * Plain JSON, so it travels in a page's data.
 */
export type MarkdownNode = string | MarkdownElement;
export type MarkdownElement = [tag: string, ...propsAndChildren: (MarkdownProps | MarkdownNode)[]];
export type MarkdownProps = Record<string, string | number | boolean>;
