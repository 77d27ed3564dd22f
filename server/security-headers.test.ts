import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  pagePolicy,
} from "./security-headers.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, once each", () => {
    const html = `<script>a()</script><script type="module">import "x";\n</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x";\n')]);
  });

  it("leaves out scripts loaded from files and data blocks", () => {
    const html = `<script src="/assets/app.js"></script><script type="application/json" id="app-config">{"a":1}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only, and nothing by default", () => {
    const policy = contentSecurityPolicy({ scripts: [sha("a()")] });
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'self' ${sha("a()")}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.iconify.design");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe("inline stylesheets", () => {
  it("are allowed by hash, with the page's scripts", () => {
    const html = "<style>body{color:red}</style><script>go()</script>";
    expect(inlineStyleHashes(html)).toEqual([sha("body{color:red}")]);
    expect(pagePolicy(html)).toContain(`style-src 'self' ${sha("body{color:red}")}`);
    expect(pagePolicy(html)).toContain(`script-src 'self' ${sha("go()")}`);
  });
});
