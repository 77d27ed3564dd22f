import { describe, expect, it } from "vitest";
import { diffDocuments, markdownBlocks } from "./word-diff.ts";

const text = (blocks: ReturnType<typeof diffDocuments>) =>
  blocks.map((block) =>
    block.segments
      .map(({ change, text }) =>
        change === "same" ? text : change === "added" ? `{+${text}+}` : `[-${text}-]`,
      )
      .join(""),
  );

describe("markdownBlocks", () => {
  it("reads headings, paragraphs, list items and table rows as text, without front matter", () => {
    const source = `---\ntitle: T\n---\n\n## Who we are\n\nWe are **Example** [Labs](/x).\n\n- One\n- Two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`;
    expect(markdownBlocks(source)).toEqual([
      { kind: "h2", text: "Who we are" },
      { kind: "p", text: "We are Example Labs." },
      { kind: "li", text: "One" },
      { kind: "li", text: "Two" },
      { kind: "p", text: "a · b" },
      { kind: "p", text: "1 · 2" },
    ]);
  });

  it("gives headings the levels the page shows them at, its highest at level 2", () => {
    expect(markdownBlocks("### Who we are\n\n#### Contact\n\n### Your rights")).toEqual([
      { kind: "h2", text: "Who we are" },
      { kind: "h3", text: "Contact" },
      { kind: "h2", text: "Your rights" },
    ]);
    expect(markdownBlocks("# Who we are\n\n## Contact").map(({ kind }) => kind)).toEqual([
      "h2",
      "h3",
    ]);
  });

  it("reads an alert's words without its marker, as the page shows them", () => {
    const source =
      "> [!IMPORTANT]\n> Back up *first*.\n\n> [!NOTE]  \n> Then restore.\n\n> [!TIP] Kept.";
    expect(markdownBlocks(source)).toEqual([
      { kind: "p", text: "Back up first." },
      { kind: "p", text: "Then restore." },
      { kind: "p", text: "[!TIP] Kept." },
    ]);
  });
});

describe("diffDocuments", () => {
  it("marks the words an edit changed, and nothing else", () => {
    const older = "## Keeping data\n\nDiagnostic data is kept for up to 12 months.\n\nThe end.\n";
    const newer = "## Keeping data\n\nDiagnostic data is kept for up to 90 days.\n\nThe end.\n";
    expect(text(diffDocuments(older, newer))).toEqual([
      "Keeping data",
      "Diagnostic data is kept for up to [-12 months-]{+90 days+}.",
      "The end.",
    ]);
  });

  it("shows an inserted paragraph as one addition, not as a rewrite of what follows", () => {
    const older = "First.\n\nThird.\n";
    const newer = "First.\n\nSecond, new.\n\nThird.\n";
    const blocks = diffDocuments(older, newer);
    expect(text(blocks)).toEqual(["First.", "{+Second, new.+}", "Third."]);
  });

  it("shows a removed heading and paragraph as removals", () => {
    const blocks = diffDocuments("## Gone\n\nOld text.\n\nKept.\n", "Kept.\n");
    expect(blocks.map((block) => block.kind)).toEqual(["h2", "p", "p"]);
    expect(text(blocks)).toEqual(["[-Gone-]", "[-Old text.-]", "Kept."]);
  });

  it("gives identical documents no change at all", () => {
    const source = "## A\n\nB.\n\n- C\n";
    const blocks = diffDocuments(source, source);
    expect(blocks.every((block) => block.segments.every((s) => s.change === "same"))).toBe(true);
  });
});

describe("words of a language written without spaces", () => {
  it("marks the Japanese words that changed, not the whole sentence", () => {
    const older = "データは十二か月保存します。\n";
    const newer = "データは九十日保存します。\n";
    const [block] = diffDocuments(older, newer, "ja");
    expect(block?.segments).toEqual([
      { change: "same", text: "データは" },
      { change: "removed", text: "十二か月" },
      { change: "added", text: "九十日" },
      { change: "same", text: "保存します。" },
    ]);
  });
});
