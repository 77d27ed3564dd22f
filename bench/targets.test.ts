import { describe, expect, it } from "vitest";
import { checkTarget, FIRST_LOAD_TARGETS, type FirstLoadTarget } from "./targets.ts";

const target = (measure: FirstLoadTarget["measure"]) => {
  const found = FIRST_LOAD_TARGETS.find((each) => each.measure === measure);
  if (!found) throw new Error(`No target for ${measure}`);
  return found;
};

describe("first-load targets", () => {
  it("divides this site's figure by the target's own peer", () => {
    expect(checkTarget(target("first paint"), 450, { astro: 500, next: 300 })).toEqual({
      peer: "astro",
      ratio: 0.9,
      met: true,
    });
    expect(checkTarget(target("first paint"), 460, { astro: 500 })?.met).toBe(false);
  });

  it("takes the best of the peers measured where the target says so", () => {
    expect(checkTarget(target("largest paint"), 540, { astro: 800, next: 600, nuxt: 900 })).toEqual(
      { peer: "next", ratio: 0.9, met: true },
    );
  });

  it("leaves out a peer without a figure, and says nothing when the peer was not measured", () => {
    expect(checkTarget(target("largest paint"), 500, { astro: Number.NaN, next: 1000 })?.peer).toBe(
      "next",
    );
    expect(checkTarget(target("ready for input"), 500, { next: 1000 })).toBeUndefined();
    expect(checkTarget(target("document bytes"), Number.NaN, { astro: 1000 })).toBeUndefined();
  });
});
