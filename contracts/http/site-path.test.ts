import { describe, expect, it } from "vitest";
import { isFileAddress, isRelativeAddress, isSitePath, linkBase, readFrom } from "./site-path.ts";

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

describe("isRelativeAddress", () => {
  it("is an address a browser reads from the page's, not one from the root, a scheme, a fragment or a query", () => {
    expect(
      ["Support", "../privacy-policy.md#x", "./a?b", "www.example.com", "guides/Help"].every(
        isRelativeAddress,
      ),
    ).toBe(true);
    expect(
      [
        "/Support",
        "//example.com",
        "\\x",
        "#fees",
        "?x=1",
        "mailto:a@b.c",
        "tel:+441",
        "HTTPS://a.b",
        "",
      ].some(isRelativeAddress),
    ).toBe(false);
  });
});

describe("isFileAddress", () => {
  it("is a file's address, whatever its query or fragment, and never a page's", () => {
    expect(
      ["/llms.txt", "/press/kit.pdf#page=2", "/PrivacyPolicy.md?raw", "/legal/feed.atom"].every(
        isFileAddress,
      ),
    ).toBe(true);
    expect(
      [
        "/",
        "/Support",
        "/PrivacyPolicy/2026-05-01",
        "/Support#v2.4.0",
        "/Support?v=1.2",
        "/v1.2/Support",
      ].some(isFileAddress),
    ).toBe(false);
  });
});

describe("readFrom", () => {
  it("reads a relative link from its page's address, as a browser does", () => {
    expect(readFrom("/guides/Start", "Help#faq")).toBe("/guides/Help#faq");
    expect(readFrom("/guides/Start", "../Support?from=guide")).toBe("/Support?from=guide");
    expect(readFrom("/de", "Support")).toBe("/Support");
    expect(readFrom("/PrivacyPolicy", "../../x")).toBe("/x");
    expect(readFrom("/PrivacyPolicy", "Café")).toBe("/Caf%C3%A9");
  });
});

describe("linkBase", () => {
  it("is a page's own address, but a home page's folder", () => {
    expect(linkBase("/guides/Help", false)).toBe("/guides/Help");
    expect(linkBase("/de", true)).toBe("/de/");
    expect(linkBase("/", true)).toBe("/");
    expect(readFrom(linkBase("/de", true), "Support")).toBe("/de/Support");
  });
});
