import { describe, expect, it } from "vitest";
import {
  decodePath,
  isValidHost,
  MAX_URL_LENGTH,
  originForm,
  rejectPath,
} from "./request-guard.ts";

describe("decodePath", () => {
  it.each([
    ["/PrivacyPolicy", "/PrivacyPolicy"],
    ["/caf%C3%A9", "/café"],
    ["/a%2Fb", "/a/b"],
    ["/%252e", "/%2e"],
    ["/a+b", "/a+b"],
  ])("decodes %s as %s", (raw, decoded) => {
    expect(decodePath(raw)).toBe(decoded);
  });

  it.each(["/%", "/%zz", "/%E0%A4%A"])("throws a URIError for %s", (raw) => {
    expect(() => decodePath(raw)).toThrow(URIError);
  });
});

describe("rejectPath", () => {
  it.each(["/", "/PrivacyPolicy", "/caf%C3%A9", "/a.b/c..d/...", "/%252e%252e/"])(
    "accepts %s",
    (path) => {
      expect(rejectPath(path)).toBeUndefined();
    },
  );

  it.each([
    ["/%E0%A4%A", 400],
    ["/%", 400],
    ["/%zz", 400],
    ["/%00", 400],
    ["/a%00.html", 400],
    ["/..%2fpackage.json", 400],
    ["/%2e%2e/x", 400],
    ["/a/%2E%2E", 400],
    ["/..%5cx", 400],
    ["/a%5cb", 400],
    ["/.%2fx", 400],
    [`/${"a".repeat(MAX_URL_LENGTH)}`, 414],
  ])("refuses %s with %i", (path, status) => {
    expect(rejectPath(path)?.status).toBe(status);
  });
});

describe("isValidHost", () => {
  it.each([
    "localhost:3000",
    "127.0.0.1",
    "[::1]:8080",
    "tally.example.com",
    "xn--caf-dma.example",
  ])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(["evil.example/x", "a b", "", "host:port", "a@b/c", "[::1", "example.com:80:80"])(
    "refuses %j",
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});

describe("originForm", () => {
  it.each([
    ["/PrivacyPolicy?a=1", "/PrivacyPolicy?a=1"],
    ["http://127.0.0.1:3000/PrivacyPolicy", "/PrivacyPolicy"],
    ["HTTP://evil.example/TermsConditions?x", "/TermsConditions?x"],
    ["https://example.com", "/"],
    ["https://example.com?q", "/?q"],
  ])("reads %s as %s", (target, path) => {
    expect(originForm(target)).toBe(path);
  });

  it.each(["*", "example.com:443", "ftp://example.com/x", "PrivacyPolicy"])(
    "has none for %s",
    (target) => {
      expect(originForm(target)).toBeUndefined();
    },
  );
});
