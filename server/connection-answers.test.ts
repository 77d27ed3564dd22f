import { describe, expect, it } from "vitest";
import { MAX_URL_LENGTH } from "#contracts/http/request-guard.ts";
import { unreadableStatus } from "./connection-answers.ts";

const packet = (text: string) => Buffer.from(text, "latin1");
const longPath = `/${"a".repeat(MAX_URL_LENGTH)}`;

describe("unreadableStatus", () => {
  it("refuses a header section over the limit with 431", () => {
    const request = `GET / HTTP/1.1\r\nHost: a\r\nX-Filler: ${"a".repeat(20_000)}`;
    expect(unreadableStatus("HPE_HEADER_OVERFLOW", packet(request))).toBe(431);
  });

  it("refuses it with 414 when the address alone is over the site's limit", () => {
    // Whole, or cut off before the request line ends.
    expect(
      unreadableStatus("HPE_HEADER_OVERFLOW", packet(`GET ${longPath} HTTP/1.1\r\nHost: a`)),
    ).toBe(414);
    expect(unreadableStatus("HPE_HEADER_OVERFLOW", packet(`GET ${longPath}`))).toBe(414);
  });

  it("keeps 431 for an address within the limit and long headers", () => {
    const path = `/${"a".repeat(MAX_URL_LENGTH - 1)}`;
    const request = `GET ${path} HTTP/1.1\r\nX-Filler: ${"a".repeat(20_000)}`;
    expect(unreadableStatus("HPE_HEADER_OVERFLOW", packet(request))).toBe(431);
  });

  it("gives Node's status for the rest, 400 when it has none", () => {
    expect(unreadableStatus("ERR_HTTP_REQUEST_TIMEOUT", undefined)).toBe(408);
    expect(unreadableStatus("HPE_CHUNK_EXTENSIONS_OVERFLOW", packet(`GET ${longPath}`))).toBe(413);
    expect(unreadableStatus("HPE_INVALID_METHOD", packet("BREW / HTTP/1.1"))).toBe(400);
    expect(unreadableStatus(undefined, undefined)).toBe(400);
  });
});
