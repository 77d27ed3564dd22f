import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parseBuildEnv } from "./build-env.ts";

describe("parseBuildEnv", () => {
  it("has defaults for everything", () => {
    expect(parseBuildEnv({})).toEqual({
      buildDir: resolve("build"),
      contentDir: resolve("content"),
      baseURL: "/",
      siteUrl: undefined,
      buildId: undefined,
      buildDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("takes what is given, with folders made absolute", () => {
    expect(
      parseBuildEnv({
        BUILD_DIR: "/tmp/out",
        CONTENT_DIR: "tests/fixtures/content",
        BASE_URL: "/legal/",
        SITE_URL: "https://staging.example.org",
        BUILD_ID: "release-7",
        BUILD_DATE: "2027-01-15",
      }),
    ).toEqual({
      buildDir: "/tmp/out",
      contentDir: resolve("tests/fixtures/content"),
      baseURL: "/legal/",
      siteUrl: "https://staging.example.org",
      buildId: "release-7",
      buildDate: "2027-01-15",
    });
  });

  it.each([
    [undefined, "/"],
    ["", "/"],
    ["  ", "/"],
    ["/", "/"],
    ["/legal/", "/legal/"],
    ["legal", "/legal/"],
    ["/legal", "/legal/"],
    ["/a/b//", "/a/b/"],
    ["/a//b", "/a/b/"],
  ])("reads BASE_URL=%j as %s", (value, expected) => {
    expect(parseBuildEnv({ BASE_URL: value }).baseURL).toBe(expected);
  });

  it.each([
    ["BASE_URL", "https://example.com/", "must be a path"],
    ["BASE_URL", "/with space/", "must be a path"],
    ["BASE_URL", "/a?b", "must be a path"],
    ["BASE_URL", "/x/../y/", "must be a path"],
    ["BASE_URL", "./legal", "must be a path"],
    ["SITE_URL", "example.com", "must be an absolute address"],
    ["SITE_URL", "ftp://example.com", "must be an http:// or https:// address"],
    ["SITE_URL", "https://example.com/?lang=en", "must be an address without ? or #"],
    ["BUILD_ID", "a/b", "may hold only letters"],
    ["BUILD_DATE", "2027-02-30", "must be a date written as YYYY-MM-DD"],
    ["BUILD_DATE", "15.01.2027", "must be a date written as YYYY-MM-DD"],
    ["CONTENT_DIR", "tests/fixtures/no-such-content", "must be a folder that exists"],
    ["CONTENT_DIR", "package.json", "must be a folder that exists"],
  ])("refuses %s=%s, naming the variable", (name, value, message) => {
    expect(() => parseBuildEnv({ [name]: value })).toThrow(`${name} ${message}`);
  });

  it("names every wrong variable at once", () => {
    expect(() => parseBuildEnv({ BASE_URL: "http://x", BUILD_ID: "?" })).toThrow(
      /BASE_URL[\s\S]*BUILD_ID/,
    );
  });
});
