import type { Html } from "mdast";
import { visit } from "unist-util-visit";
import { parseMarkdown } from "./markdown-syntax.ts";

/** The HTML a Markdown file holds, as written, with its line: the page leaves it out. */
export interface RawHtml {
  line: number;
  html: string;
}

/** As much of a piece of HTML as a warning shows: its first line, 60 characters at most. */
const excerpt = (html: string) => {
  const first = html.trim().split("\n")[0] ?? "";
  return first.length > 60 || html.trim().includes("\n") ? `${first.slice(0, 60)}…` : first;
};

/** What to write in Markdown in place of a piece of HTML the page leaves out. */
export function markdownInstead(html: string): string {
  return /^<br\s*\/?>$/i.test(html)
    ? "to break the line there, end it with a backslash (\\)"
    : "write it in Markdown";
}

/**
 * The raw HTML of a Markdown file, which the pages leave out (the text is sanitised): what a
 * site owner wrote and will not see published. Comments are left out knowingly, and not named.
 */
export function rawHtmlIn(source: string): RawHtml[] {
  const found: RawHtml[] = [];
  visit(parseMarkdown(source), "html", (node: Html) => {
    if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return;
    found.push({ line: node.position?.start.line ?? 1, html: excerpt(node.value) });
  });
  return found;
}
