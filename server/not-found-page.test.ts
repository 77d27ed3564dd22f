import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { notFoundTemplate } from "./not-found-page.ts";

// Long enough on both sides of the path for the halves to be compressed into several blocks.
const filler = (word: string) => Array.from({ length: 2_000 }, (_, i) => `${word}${i}`).join(" ");
const PAGE = `<!DOCTYPE html><html><head><title>404</title></head><body><p>${filler("head")}</p><h1>Page Not Found: /404.html</h1><p>${filler("tail")}</p></body></html>`;

describe("the not-found page template", () => {
  it("takes a language's page, whose message is in its own words", () => {
    const german = notFoundTemplate(
      "<html lang=de><p>Seite nicht gefunden: /de/404.html</p></html>",
      "/de/404.html",
    );
    expect(german("/de/Fehlt", "identity").toString()).toBe(
      "<html lang=de><p>Seite nicht gefunden: /de/Fehlt</p></html>",
    );
    const japanese = notFoundTemplate(
      "<p>ページが見つかりません：/ja/404.html</p>",
      "/ja/404.html",
    );
    expect(gunzipSync(japanese("/ja/無い", "gzip")).toString()).toBe(
      "<p>ページが見つかりません：/ja/無い</p>",
    );
  });

  const render = notFoundTemplate(PAGE, "/404.html");

  it("names the requested path as text, plain and in gzip", () => {
    const expected = PAGE.replace("/404.html", "/no-such-page");
    expect(render("/no-such-page", "identity").toString()).toBe(expected);
    expect(gunzipSync(render("/no-such-page", "gzip")).toString()).toBe(expected);
  });

  it("escapes the path, so that it never becomes markup", () => {
    const path = `/<script>alert("x")</script>&'`;
    const shown = "/&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;";
    expect(gunzipSync(render(path, "gzip")).toString()).toContain(`Page Not Found: ${shown}<`);
    expect(render(path, "identity").toString()).toContain(`Page Not Found: ${shown}<`);
  });

  it("carries paths of any length, beyond one stored deflate block (64 KiB), and none", () => {
    for (const path of [`/${"é".repeat(40_000)}`, ""]) {
      expect(gunzipSync(render(path, "gzip")).toString()).toBe(PAGE.replace("/404.html", path));
    }
  });

  it("answers a path asked for again with the same body", () => {
    expect(render("/again", "gzip")).toBe(render("/again", "gzip"));
    expect(render("/again", "identity")).not.toBe(render("/again", "gzip"));
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
