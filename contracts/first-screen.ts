/**
 * Where a long page's first screen ends (decision 032): decided by its loader, as the page is
 * built, and rendered by `<FirstScreenEnd />` (app/components/first-screen-end.tsx).
 */
import type { DiffBlock, Release } from "./content.ts";
import { elementParts, type MarkdownNode } from "./markdown-nodes.ts";

/**
 * How much text a page's first frame holds: more than a wide screen shows, two to three phone
 * screens. What follows is parsed and laid out after that frame.
 */
export const FIRST_SCREEN_TEXT = 2000;

/** A part of a page, as the first screen's end is placed between parts. */
export interface PagePart {
  /** Characters of text. */
  text: number;
  /** Whether it starts a section (a heading, a release): the end goes before one. */
  startsSection: boolean;
}

/**
 * The index of the first part that starts a section after `FIRST_SCREEN_TEXT` characters of
 * text; -1 when there is none, and the whole page is its first screen.
 */
export function firstScreenBreak(parts: readonly PagePart[]): number {
  let text = 0;
  for (const [index, part] of parts.entries()) {
    if (text >= FIRST_SCREEN_TEXT && part.startsSection) return index;
    text += part.text;
  }
  return -1;
}

/** The characters of text in compiled Markdown. */
export function textLength(node: MarkdownNode): number {
  if (typeof node === "string") return node.length;
  return elementParts(node)[2].reduce((length, child) => length + textLength(child), 0);
}

/** A top-level node of a Markdown body as a part of its page. */
export function markdownPart(node: MarkdownNode): PagePart {
  return {
    text: textLength(node),
    startsSection: typeof node !== "string" && /^h[2-6]$/.test(node[0]),
  };
}

/** A release, in a section of its own, as a part of the release notes. */
export function releasePart(release: Release): PagePart {
  return {
    text: release.body.reduce((sum, node) => sum + textLength(node), 0),
    startsSection: true,
  };
}

/** A block of a legal page's version, marked with its changes, as a part of that version's page. */
export function diffBlockPart(block: DiffBlock): PagePart {
  return {
    text: block.segments.reduce((sum, segment) => sum + segment.text.length, 0),
    startsSection: block.kind !== "p" && block.kind !== "li",
  };
}
