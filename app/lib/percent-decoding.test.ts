import { describe, expect, it } from "vitest";
import { decodeOrKeep } from "./percent-decoding.ts";

describe("decodeOrKeep", () => {
  it("decodes well-formed percent-encoding", () => {
    expect(decodeOrKeep("caf%C3%A9%20menu")).toBe("café menu");
  });

  it.each(["%E0%A4%A", "%zz", "100%", "%"])("keeps %s, which is malformed, as it is", (text) => {
    expect(decodeOrKeep(text)).toBe(text);
  });
});
