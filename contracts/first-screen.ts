/**
 * Where a long page's first screen ends (decision 032): decided by its loader, as the page is
 * built, and rendered by `<FirstScreenEnd />` (app/components/first-screen-end.tsx).
 */
import type { DiffBlock, Release } from "./content.ts";
import { elementParts, type MarkdownNode } from "./markdown-nodes.ts";

/**
 * How much text a page's first frame holds on any screen: more than a wide screen shows, two to
 * three phone screens. What follows is parsed and laid out after that frame.
 */
export const FIRST_SCREEN_TEXT = 2000;

/**
 * How much of a body's text it holds on a narrow screen (below the stylesheet's `md`
 * breakpoint, 48rem). On a 412 × 823 phone a legal page's title and contents come first, and the
 * first section after 400 characters of its body starts below the screen's end.
 */
export const NARROW_FIRST_SCREEN_TEXT = 400;

/** The screens the narrow end is for: the `media` of its stylesheet link. */
export const NARROW_SCREEN = "(max-width: 47.99rem)";

/** A part of a page, as the first screen's end is placed between parts. */
export interface PagePart {
  /** Characters of text. */
  text: number;
  /** Whether it starts a section (a heading, a release): the end goes before one. */
  startsSection: boolean;
}

/**
 * Where a page's first screen ends, as the index of the part it goes before (-1: nowhere): on a
 * narrow screen, and on every screen. A narrow screen passes its own end first; the file is in
 * by the time its parser reaches the other.
 */
export interface FirstScreenEnds {
  narrow: number;
  wide: number;
}

/** A page that is all first screen. */
export const NO_FIRST_SCREEN_END: FirstScreenEnds = { narrow: -1, wide: -1 };

/**
 * The index of the first part that starts a section after `text` characters of text; -1 when
 * there is none, and the whole page is its first screen.
 */
function firstScreenBreak(parts: readonly PagePart[], text: number): number {
  let seen = 0;
  for (const [index, part] of parts.entries()) {
    if (seen >= text && part.startsSection) return index;
    seen += part.text;
  }
  return -1;
}

/** A page's first screen's ends: on a narrow screen, and on every screen. */
export function firstScreenEnds(parts: readonly PagePart[]): FirstScreenEnds {
  return {
    narrow: firstScreenBreak(parts, NARROW_FIRST_SCREEN_TEXT),
    wide: firstScreenBreak(parts, FIRST_SCREEN_TEXT),
  };
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
