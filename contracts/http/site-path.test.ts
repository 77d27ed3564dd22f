import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path.ts";

describe("isSitePath", () => {
  it("is a path of this site, not another host's, a part of the page or another scheme", () => {
    expect(["/", "/Support", "/PrivacyPolicy#cookies", "/de/Support?x=1"].every(isSitePath)).toBe(
      true,
    );
    expect(
      [
        "//example.com/x",
        "/\\example.com/x",
        "#fees",
        "Support",
        "mailto:a@b.c",
        "https://a.b/",
        3,
      ].some(isSitePath),
    ).toBe(false);
  });
});
