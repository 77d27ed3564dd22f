import { constants, deflateRawSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { framingOf, type NotFoundCoding, notFoundTemplate } from "./not-found-page.ts";

const STORED = { level: 0, finishFlush: constants.Z_FULL_FLUSH };

// Long enough on both sides of the path for the halves to be compressed into several blocks.
const filler = (word: string) => Array.from({ length: 2_000 }, (_, i) => `${word}${i}`).join(" ");
/** The body a template sends for `path`, its parts joined and decompressed. */
function received(
  template: ReturnType<typeof notFoundTemplate>,
  path: string,
  coding: NotFoundCoding,
) {
  const body = Buffer.concat(template(path, coding));
  return (coding === "gzip" ? gunzipSync(body) : body).toString();
}

const PAGE = `<!DOCTYPE html><html><head><title>404</title></head><body><p>${filler("head")}</p><h1>Page Not Found: /404.html</h1><p>${filler("tail")}</p></body></html>`;

describe("the not-found page template", () => {
  it("takes a language's page, whose message is in its own words", () => {
    const german = notFoundTemplate(
      "<html lang=de><p>Seite nicht gefunden: /de/404.html</p></html>",
      "/de/404.html",
    );
    expect(received(german, "/de/Fehlt", "identity")).toBe(
      "<html lang=de><p>Seite nicht gefunden: /de/Fehlt</p></html>",
    );
    const japanese = notFoundTemplate(
      "<p>ページが見つかりません：/ja/404.html</p>",
      "/ja/404.html",
    );
    expect(received(japanese, "/ja/無い", "gzip")).toBe("<p>ページが見つかりません：/ja/無い</p>");
  });

  const render = notFoundTemplate(PAGE, "/404.html");

  it("names the requested path as text, plain and in gzip", () => {
    const expected = PAGE.replace("/404.html", "/no-such-page");
    expect(received(render, "/no-such-page", "identity")).toBe(expected);
    expect(received(render, "/no-such-page", "gzip")).toBe(expected);
  });

  it("escapes the path, so that it never becomes markup", () => {
    const path = `/<script>alert("x")</script>&'`;
    const shown = "/&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;";
    expect(received(render, path, "gzip")).toContain(`Page Not Found: ${shown}<`);
    expect(received(render, path, "identity")).toContain(`Page Not Found: ${shown}<`);
    const escapes = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
    for (const [character, escaped] of Object.entries(escapes)) {
      expect(received(render, `/a${character}b`, "gzip")).toContain(`: /a${escaped}b<`);
    }
  });

  it("carries paths of any length, beyond one stored deflate block (64 KiB), and none", () => {
    for (const path of [`/${"é".repeat(40_000)}`, ""]) {
      expect(received(render, path, "gzip")).toBe(PAGE.replace("/404.html", path));
    }
  });

  it("checksums every path right, whatever the bits of the checksum before it", () => {
    // gunzip checks the checksum and length of each body.
    for (let index = 0; index < 300; index += 1) {
      const path = `/page-${index}/${"x".repeat(index % 37)}`;
      expect(received(render, path, "gzip")).toBe(PAGE.replace("/404.html", path));
    }
  });

  it("stores a path as zlib stores it, in the framing zlib writes for its length", () => {
    for (const path of ["/aaa", "/bbbb", `/${"c".repeat(300)}`]) {
      // Parts: first half, the path stored, second half, trailer.
      const [, block] = render(path, "gzip");
      expect(block).toEqual(deflateRawSync(Buffer.from(path), STORED));
    }
  });

  it("takes a length's framing from zlib once, and keeps only its bytes", () => {
    const framing = framingOf(5);
    expect(framingOf(5)).toBe(framing);
    expect(framingOf(6)).not.toBe(framing);
    expect(framing?.before.buffer.byteLength).toBe(framing?.before.length);
    expect(framing?.after.buffer.byteLength).toBe(framing?.after.length);
  });

  it("sends the same halves, compressed once, whatever the path", () => {
    const [one, two] = ["/one", "/longer-two"].map((path) => render(path, "gzip"));
    expect(two?.[0]).toBe(one?.[0]);
    expect(two?.at(-2)).toBe(one?.at(-2));
  });

  it("refuses a page that does not name the placeholder exactly once", () => {
    expect(() => notFoundTemplate("<h1>Not here</h1>", "/404.html")).toThrow(
      "/404.html must name its own address once, at the end of a text",
    );
    expect(() =>
      notFoundTemplate(
        "<p>Page Not Found: /404.html</p><p>Page Not Found: /404.html</p>",
        "/404.html",
      ),
    ).toThrow("once");
  });
});
