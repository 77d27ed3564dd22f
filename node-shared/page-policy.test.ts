import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, pagePolicy, sitePolicy } from "./page-policy.ts";

// SHA-256 digests of the snippets below, in base64, computed once outside the code under test.
const HASHES = {
  "a()": "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
  'import "x";\n': "'sha256-wz/sV6mw+CL8eq3WLhMoGNoDrL+K8HFY8t+PfTE4Rc0='",
  "body{color:red}": "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
  "go()": "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='",
};

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, once each", () => {
    const html = `<script>a()</script><script type="module">import "x";\n</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([HASHES["a()"], HASHES['import "x";\n']]);
  });

  it("leaves out scripts loaded from files and data blocks", () => {
    const html = `<script src="/assets/app.js"></script><script type="application/json" id="app-config">{"a":1}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("inline stylesheets", () => {
  it("are allowed by hash, with the page's scripts", () => {
    const html = "<style>body{color:red}</style><script>go()</script>";
    expect(inlineStyleHashes(html)).toEqual([HASHES["body{color:red}"]]);
    expect(pagePolicy(html)).toContain(`style-src 'self' ${HASHES["body{color:red}"]}`);
    expect(pagePolicy(html)).toContain(`script-src 'self' ${HASHES["go()"]}`);
  });
});

describe("sitePolicy", () => {
  it("allows the inline code of every page given, each hash once", () => {
    const policy = sitePolicy([
      "<script>a()</script>",
      "<script>go()</script><script>a()</script>",
    ]);
    expect(policy).toContain(`script-src 'self' ${HASHES["a()"]} ${HASHES["go()"]};`);
    expect(policy).not.toMatch(/unsafe-inline/);
  });
});
