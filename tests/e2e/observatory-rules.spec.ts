import { expect, test } from "@playwright/test";
import { PAGES } from "./support/site.ts";

/**
 * The header rules of the MDN HTTP Observatory, checked directly (its scanner
 * cannot be installed or pointed at this machine): every rule at its best
 * outcome, which gives the top grade.
 */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name.toLowerCase(), sources];
    }),
  );
}

for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} passes the Observatory's header rules`, async ({ request }) => {
    const headers = (await request.get(path)).headers();

    // content-security-policy: implemented, no unsafe sources, default-src 'none' (bonus).
    const csp = directives(headers["content-security-policy"] ?? "");
    expect(csp.get("default-src")).toEqual(["'none'"]);
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    for (const source of scripts.filter((s) => s !== "'self'")) expect(source).toMatch(/^'sha256-/);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain("*");
      expect(sources, name).not.toContain("data:");
    }
    // Images come from the site alone (SPEC §13: no placeholder needs a data: URI).
    expect(csp.get("img-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    // x-frame-options: also through frame-ancestors (bonus).
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(headers["x-frame-options"]).toBe("DENY");
    // x-content-type-options
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // referrer-policy: a private policy (bonus).
    expect([
      "no-referrer",
      "same-origin",
      "strict-origin",
      "strict-origin-when-cross-origin",
    ]).toContain(headers["referrer-policy"]);
    // cross-origin-resource-policy
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    // cookies: none set.
    expect(headers["set-cookie"]).toBeUndefined();
    // subresource integrity: no script from another origin.
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
  });
}
