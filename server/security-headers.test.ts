import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  pagePolicy,
} from "./security-headers.ts";

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

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and by hash only, and nothing by default", () => {
    const policy = contentSecurityPolicy({ scripts: [HASHES["a()"]] });
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src 'self' ${HASHES["a()"]}`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.iconify.design");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
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
