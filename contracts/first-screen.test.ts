import { describe, expect, it } from "vitest";
import type { DiffBlock, MarkdownNode, Release } from "./content.ts";
import {
  diffBlockPart,
  FIRST_SCREEN_TEXT,
  firstScreenBreak,
  markdownPart,
  releasePart,
  textLength,
} from "./first-screen.ts";

const paragraph = (text: number) => ({ text, startsSection: false });
const heading = (text: number) => ({ text, startsSection: true });

describe("firstScreenBreak", () => {
  it("ends the first screen before the first section that starts after its text", () => {
    const parts = [heading(10), paragraph(FIRST_SCREEN_TEXT - 10), paragraph(50), heading(20)];
    expect(firstScreenBreak(parts)).toBe(3);
  });

  it("never ends it inside a section, nor before the first screen's text is in", () => {
    expect(firstScreenBreak([heading(10), paragraph(FIRST_SCREEN_TEXT - 11), heading(5)])).toBe(-1);
    expect(firstScreenBreak([paragraph(FIRST_SCREEN_TEXT * 3), paragraph(10)])).toBe(-1);
  });

  it("leaves a page that is all first screen whole", () => {
    expect(firstScreenBreak([])).toBe(-1);
    expect(firstScreenBreak([heading(5), paragraph(100)])).toBe(-1);
  });
});

describe("markdownPart", () => {
  it("counts the text of an element and everything in it", () => {
    const list: MarkdownNode = ["ul", ["li", ["strong", "Company:"], " Example"], ["li", "Two"]];
    expect(textLength(list)).toBe("Company: ExampleTwo".length);
    expect(textLength(["p", { className: "lead" }, "Hi"])).toBe(2);
    expect(textLength("plain")).toBe(5);
  });

  it("takes a heading of any level below the title to start a section", () => {
    expect(markdownPart(["h2", { id: "a" }, "Who we are"])).toEqual({
      text: 10,
      startsSection: true,
    });
    expect(markdownPart(["h6", "Small"]).startsSection).toBe(true);
    expect(markdownPart(["p", "Text"]).startsSection).toBe(false);
    expect(markdownPart(["hr"]).startsSection).toBe(false);
    expect(markdownPart("text").startsSection).toBe(false);
  });
});

describe("releasePart", () => {
  it("is a section of its notes' text", () => {
    const body: MarkdownNode[] = [
      ["p", "Faster."],
      ["ul", ["li", "Fixed."]],
    ];
    const release: Release = { version: "1.0.0", date: "2026-01-01", body };
    expect(releasePart(release)).toEqual({ text: 13, startsSection: true });
  });
});

describe("diffBlockPart", () => {
  it("counts the text of both versions, and takes a heading to start a section", () => {
    const block = (kind: DiffBlock["kind"]): DiffBlock => ({
      kind,
      segments: [
        { change: "same", text: "We keep " },
        { change: "removed", text: "old" },
        { change: "added", text: "new" },
      ],
    });
    expect(diffBlockPart(block("h2"))).toEqual({ text: 14, startsSection: true });
    expect(diffBlockPart(block("h4")).startsSection).toBe(true);
    expect(diffBlockPart(block("p")).startsSection).toBe(false);
    expect(diffBlockPart(block("li")).startsSection).toBe(false);
  });
});
