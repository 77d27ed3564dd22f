import type { Element, ElementContent, Root } from "hast";
import type { Messages } from "#contracts/messages.ts";

/** The name of each kind of alert, in a text's language. */
type AlertNames = Messages["alerts"];

/** `[!NOTE]` at the start of a quotation, in any case, then the end of its line or its text. */
const ALERT_MARKER = /^\[!(note|tip|important|warning|caution)\][ \t]*(\n|$)/i;

/**
 * The kind of alert a quotation's first text starts with, and the text after its marker: the
 * marker must end its line, as on GitHub (`lineGoesOn`: more than a line break follows the text
 * on its line, such as `*words*`).
 */
export function alertMarker(
  text: string,
  lineGoesOn: boolean,
): { kind: keyof AlertNames; rest: string } | undefined {
  const match = ALERT_MARKER.exec(text);
  if (!match?.[1] || (match[2] === "" && lineGoesOn)) return;
  return {
    kind: match[1].toLowerCase() as keyof AlertNames,
    rest: text.slice(match[0].length),
  };
}

const isLineBreak = (node: ElementContent | undefined) =>
  node?.type === "element" && node.tagName === "br";

const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

/**
 * A quotation whose first line is `[!NOTE]` (or `TIP`, `IMPORTANT`, `WARNING`, `CAUTION`) alone
 * is an alert, as on GitHub: the name of its kind in the text's language (`names`, GitHub's
 * English when left out) above the rest of the quotation. As on GitHub, a marker with words after
 * it on its line, or with nothing below it, and a quotation inside another block, stay as written.
 */
export function githubAlerts(names?: AlertNames) {
  return (tree: Root) => {
    tree.children = tree.children.map((node) =>
      node.type === "element" && node.tagName === "blockquote"
        ? (asAlert(node, names) ?? node)
        : node,
    );
  };
}

function asAlert(quote: Element, names?: AlertNames): Element | undefined {
  const [first, ...blocks] = quote.children.filter((child) => !isBlank(child));
  if (first?.type !== "element" || first.tagName !== "p") return;
  const [marker, ...inline] = first.children;
  if (marker?.type !== "text") return;
  const found = alertMarker(marker.value, inline.length > 0 && !isLineBreak(inline[0]));
  if (!found) return;
  const { kind, rest } = found;
  const words: ElementContent[] = [
    ...(rest ? [{ type: "text" as const, value: rest }] : []),
    ...inline,
  ];
  while (words[0] && (isLineBreak(words[0]) || isBlank(words[0]))) words.shift();
  const body = [...(words.length > 0 ? [{ ...first, children: words }] : []), ...blocks];
  if (body.length === 0) return;
  const name = names?.[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["markdown-alert", `markdown-alert-${kind}`] },
    children: [
      {
        type: "element",
        tagName: "p",
        properties: { className: ["markdown-alert-title"] },
        children: [{ type: "text", value: name }],
      },
      ...body,
    ],
  };
}
