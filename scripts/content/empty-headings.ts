import type { Heading } from "mdast";
import { toString as textOf } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { parseMarkdown } from "./markdown-syntax.ts";

/**
 * The lines of a Markdown file's headings that have no words (`###` alone): a page would show
 * an empty heading, which a screen reader announces as a heading and then nothing, and its
 * contents list an entry with no name. A picture's alternative text counts as words.
 */
export function emptyHeadingsIn(source: string): number[] {
  const lines: number[] = [];
  visit(parseMarkdown(source), "heading", (node: Heading) => {
    if (!textOf(node).trim()) lines.push(node.position?.start.line ?? 1);
  });
  return lines;
}
