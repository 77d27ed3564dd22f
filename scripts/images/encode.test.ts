import { describe, expect, it } from "vitest";
import { encodingJobs, widthsFor } from "./encode.ts";

describe("the files to encode", () => {
  it("start with the widest, every format of a width together", () => {
    expect(encodingJobs(widthsFor(700))).toEqual([
      { width: 700, format: "avif" },
      { width: 700, format: "webp" },
      { width: 640, format: "avif" },
      { width: 640, format: "webp" },
      { width: 480, format: "avif" },
      { width: 480, format: "webp" },
      { width: 320, format: "avif" },
      { width: 320, format: "webp" },
      { width: 240, format: "avif" },
      { width: 240, format: "webp" },
    ]);
  });
});
