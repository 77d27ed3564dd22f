import { diffArrays, diffWords } from "diff";
import type { Blockquote, Heading, Nodes, Paragraph } from "mdast";
import { toString as textOf } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { DiffBlock, DiffSegment, TextBlock } from "#contracts/content.ts";
import { alertMarker } from "./github-alerts.ts";
import { levelsUnder } from "./heading-levels.ts";
import { parseMarkdown } from "./markdown-syntax.ts";

function headingKind(depth: number): TextBlock["kind"] {
  if (depth <= 2) return "h2";
  return depth === 3 ? "h3" : "h4";
}

function blocksOf(node: Nodes): TextBlock[] {
  switch (node.type) {
    case "heading":
      return [{ kind: headingKind(node.depth), text: textOf(node) }];
    case "list":
      return node.children.flatMap((item) => {
        const nested = item.children.filter((child) => child.type === "list");
        const own = item.children.filter((child) => child.type !== "list");
        return [
          { kind: "li" as const, text: own.map((child) => textOf(child)).join(" ") },
          ...nested.flatMap(blocksOf),
        ];
      });
    case "blockquote":
      return node.children.flatMap(blocksOf);
    case "table":
      return node.children.map((row) => ({
        kind: "p" as const,
        text: row.children.map((cell) => textOf(cell)).join(" · "),
      }));
    case "yaml":
    case "thematicBreak":
    case "html":
    case "definition":
      return [];
    default:
      return [{ kind: "p", text: textOf(node) }];
  }
}

/**
 * A quotation's blocks, without the marker that makes it an alert (`[!NOTE]`): the page shows
 * the alert's name in its place, and the name is the site's words, not the text's.
 */
function quotationBlocks(quote: Blockquote): TextBlock[] {
  const [first, ...rest] = quote.children;
  const [marker, next] = first?.type === "paragraph" ? first.children : [];
  const found =
    marker?.type === "text" &&
    alertMarker(marker.value, next !== undefined && next.type !== "break");
  if (first?.type !== "paragraph" || !found) return blocksOf(quote);
  const words = first.children.slice(1).filter((node, index) => index > 0 || node.type !== "break");
  const paragraph: Paragraph = {
    ...first,
    children: [...(found.rest ? [{ type: "text" as const, value: found.rest }] : []), ...words],
  };
  const blocks = [paragraph, ...rest].flatMap(blocksOf).filter((block) => block.text.trim() !== "");
  // A marker with nothing after it leaves the quotation as written.
  return blocks.length > 0 ? blocks : blocksOf(quote);
}

/** The text of a Markdown document as blocks, without its front matter or formatting. */
export function markdownBlocks(source: string): TextBlock[] {
  const tree = parseMarkdown(source);
  // Each heading at the level the page shows it at, as the page in force does.
  const headings: Heading[] = [];
  visit(tree, "heading", (node: Heading) => {
    headings.push(node);
  });
  const onPage = levelsUnder(
    headings.map((node) => node.depth),
    1,
  );
  for (const node of headings) node.depth = onPage(node.depth) as Heading["depth"];
  return tree.children
    .flatMap((node) => (node.type === "blockquote" ? quotationBlocks(node) : blocksOf(node)))
    .filter((block) => block.text.trim() !== "");
}

const whole = (
  kind: TextBlock["kind"],
  change: DiffSegment["change"],
  text: string,
): DiffBlock => ({
  kind,
  segments: [{ change, text }],
});

// Words as the language separates them: Japanese or Chinese runs have no spaces between words.
function wordDiff(older: TextBlock, newer: TextBlock, language: string): DiffBlock {
  const intlSegmenter = new Intl.Segmenter(language, { granularity: "word" });
  return {
    kind: newer.kind,
    segments: diffWords(older.text, newer.text, { intlSegmenter }).map((part) => ({
      change: part.added ? "added" : part.removed ? "removed" : "same",
      text: part.value,
    })),
  };
}

/**
 * The differences between two versions of a document, block by block and, inside a
 * block that was edited, word by word (words as `language`, a BCP 47 code, separates them).
 * Blocks are matched first, so that a paragraph inserted between two others shows as one
 * addition rather than a rewrite of the rest.
 */
export function diffDocuments(
  olderSource: string,
  newerSource: string,
  language = "en",
): DiffBlock[] {
  const older = markdownBlocks(olderSource);
  const newer = markdownBlocks(newerSource);
  const parts = diffArrays(older, newer, {
    comparator: (a, b) => a.kind === b.kind && a.text === b.text,
  });
  const blocks: DiffBlock[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (!part) continue;
    if (!part.added && !part.removed) {
      blocks.push(...part.value.map((block) => whole(block.kind, "same", block.text)));
      continue;
    }
    const next = parts[index + 1];
    // Removed blocks followed by added ones are edits: pair them and diff their words.
    if (part.removed && next?.added) {
      const pairs = Math.min(part.value.length, next.value.length);
      for (let i = 0; i < pairs; i += 1) {
        const before = part.value[i];
        const after = next.value[i];
        if (before && after) blocks.push(wordDiff(before, after, language));
      }
      blocks.push(...part.value.slice(pairs).map((b) => whole(b.kind, "removed", b.text)));
      blocks.push(...next.value.slice(pairs).map((b) => whole(b.kind, "added", b.text)));
      index += 1;
      continue;
    }
    const change = part.added ? "added" : "removed";
    blocks.push(...part.value.map((block) => whole(block.kind, change, block.text)));
  }
  return blocks;
}
