import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { NARROW_SCREEN, NO_FIRST_SCREEN_END } from "#contracts/first-screen.ts";
import { withFirstScreenEnd } from "./first-screen-end.tsx";

const parts = ["a", "b", "c", "d"].map((name) => <p key={name}>{name}</p>);
// The file's address, as the build gives it.
vi.mock("./first-screen-end.css?url&no-inline", () => ({ default: "/assets/end.css" }));

const rendered = (ends: Parameters<typeof withFirstScreenEnd>[1]) =>
  renderToStaticMarkup(withFirstScreenEnd(parts, ends));

describe("withFirstScreenEnd", () => {
  it("links the end for narrow screens, then the end for every screen, before their parts", () => {
    expect(rendered({ narrow: 1, wide: 3 })).toBe(
      `<p>a</p><link rel="stylesheet" href="/assets/end.css" media="${NARROW_SCREEN}"/><p>b</p><p>c</p>` +
        `<link rel="stylesheet" href="/assets/end.css"/><p>d</p>`,
    );
  });

  it("links one end for every screen where both fall on the same part", () => {
    expect(rendered({ narrow: 2, wide: 2 })).toBe(
      `<p>a</p><p>b</p><link rel="stylesheet" href="/assets/end.css"/><p>c</p><p>d</p>`,
    );
  });

  it("links the narrow end alone on a page that fits a wide screen, and none on a short page", () => {
    expect(rendered({ narrow: 1, wide: -1 })).toBe(
      `<p>a</p><link rel="stylesheet" href="/assets/end.css" media="${NARROW_SCREEN}"/><p>b</p><p>c</p><p>d</p>`,
    );
    expect(rendered(NO_FIRST_SCREEN_END)).toBe("<p>a</p><p>b</p><p>c</p><p>d</p>");
  });
});
