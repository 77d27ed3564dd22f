import { describe, expect, it } from "vitest";
import { middleHalf, roundRatios } from "./round-ratios.ts";

describe("round-by-round ratios", () => {
  it("divides each round's figure by the other build's figure of the same round", () => {
    // Sorted, the rounds' ratios are 0.5, 1 and 2; a ratio of the medians would be 1.
    expect(roundRatios([100, 400, 300], [200, 200, 300])).toEqual([0.5, 1, 2]);
  });

  it("leaves out the rounds where either figure is missing", () => {
    expect(roundRatios([100, Number.NaN, 300, 50], [200, 200, 0])).toEqual([0.5]);
  });

  it("gives the first and third quartiles", () => {
    expect(middleHalf([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])).toBe("0.30–0.70");
    expect(middleHalf([0.5])).toBe("0.50–0.50");
    expect(middleHalf([])).toBe("—");
  });
});
