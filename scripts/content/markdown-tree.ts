import type { ElementContent, Properties, Root } from "hast";
import { find, html } from "property-information";
import type { MarkdownElement, MarkdownNode, MarkdownProps } from "#contracts/content.ts";

// Whitespace between these elements' children is not text: React refuses it inside
// a table, and between blocks it means nothing.
const BLOCK_CONTAINERS = new Set([
  "blockquote",
  "div",
  "ol",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "tr",
  "ul",
]);

function reactProps(tagName: string, properties: Properties): MarkdownProps {
  const props: MarkdownProps = {};
  for (const [property, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const info = find(html, property);
    // React names ARIA and data attributes as HTML does, and the rest as DOM properties.
    let name = /^(?:aria|data)-/.test(info.attribute) ? info.attribute : info.property;
    // A checked task-list box is a starting state, not a controlled input.
    if (tagName === "input" && name === "checked") name = "defaultChecked";
    props[name] = Array.isArray(value)
      ? value.join(info.commaSeparated ? ", " : " ")
      : (value as string | number | boolean);
  }
  return props;
}

function toNode(node: ElementContent, parentTag: string): MarkdownNode | undefined {
  if (node.type === "text") {
    return BLOCK_CONTAINERS.has(parentTag) && node.value.trim() === "" ? undefined : node.value;
  }
  if (node.type !== "element") return undefined;
  const props = reactProps(node.tagName, node.properties);
  const children = toNodes(node.children, node.tagName);
  const element: MarkdownElement =
    Object.keys(props).length > 0
      ? [node.tagName, props, ...children]
      : [node.tagName, ...children];
  return element;
}

function toNodes(children: readonly ElementContent[], parentTag: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  for (const child of children) {
    const node = toNode(child, parentTag);
    if (node !== undefined) nodes.push(node);
  }
  return nodes;
}

/** The compiled document as React's element tree, in JSON: comments and blank lines left out. */
export function markdownTree(tree: Root): MarkdownNode[] {
  return toNodes(
    tree.children.filter((child): child is ElementContent => child.type !== "doctype"),
    "div",
  );
}
