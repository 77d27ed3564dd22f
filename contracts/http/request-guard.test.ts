import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH, rejectPath } from "./request-guard.ts";

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
