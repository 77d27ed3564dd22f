import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("median", () => {
  it("gives the middle figure, or the upper of the two middle ones", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(300);
  });

  it("leaves out the figures that are missing, wherever they are", () => {
    // Sorted with NaN in place, [NaN, 300, 100, 200, 50] would not come out in order.
    expect(median([Number.NaN, 300, 100, 200, 50])).toBe(200);
    expect(median([100, Number.NaN, Number.POSITIVE_INFINITY])).toBe(100);
  });

  it("has none when no figure was measured", () => {
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, Number.NaN])).toBeNaN();
  });
});
