import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { collectPolicyViolations, returnToTab } from "../../harness/page-conditions.ts";
import { PAGES, waitForHydration } from "./support/site.ts";

/** The hash sources of the executable inline scripts in a page, computed here from the markup as served. */
function inlineScriptSources(html: string): string[] {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  return scripts
    .filter(([, attributes = ""]) => !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

function directives(policy: string) {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

for (const path of [
  ...PAGES.map((page) => page.path),
  "/no-such-page",
  "/de/PrivacyPolicy",
  "/de/no-such-page",
]) {
  test(`${path} has a strict policy that allows its own inline scripts by their hashes, and no others`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const csp = directives(policy);
    const inline = inlineScriptSources(await response.text());
    // The colour mode script, at least, runs inline before the first paint.
    expect(inline.length).toBeGreaterThan(0);
    const allowed = (csp["script-src"] ?? []).filter((source: string) =>
      source.startsWith("'sha256-"),
    );
    expect(allowed.sort()).toEqual([...new Set(inline)].sort());
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
  });
}

test("no page breaks its policy while it loads, hydrates, switches mode and navigates", async ({
  page,
}) => {
  // Six pages, each hydrated and switched twice, then two navigations and the background checks.
  test.setTimeout(60_000);
  const violations = await collectPolicyViolations(page);
  const answered: string[] = [];
  page.on("response", (response) => answered.push(response.url()));
  for (const path of [...PAGES.map((target) => target.path), "/no-such-page"]) {
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("group", { name: "Colour mode" }).getByTitle("Dark").click();
    await page.getByRole("group", { name: "Colour mode" }).getByTitle("System").click();
  }
  await page.getByRole("banner").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.getByRole("banner").getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  // The deployment checks run in the background: the build manifest, then latest.json.
  await expect.poll(() => answered.some((url) => url.includes("/_app/builds/meta/"))).toBe(true);
  await returnToTab(page);
  await expect.poll(() => answered.some((url) => url.includes("/latest.json?"))).toBe(true);
  expect(violations).toEqual([]);
});

test("the check hears the policy refuse a script added to the page and a request to another origin", async ({
  page,
}) => {
  const violations = await collectPolicyViolations(page);
  await page.goto("/PrivacyPolicy");
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "document.documentElement.dataset.injected = 'ran'";
    document.head.append(script);
    await fetch("https://example.invalid/collect").catch(() => undefined);
    return document.documentElement.dataset.injected ?? "refused";
  });
  expect(ran).toBe("refused");
  // Each as directive, address and sample; the policy asks for no samples.
  await expect
    .poll(() => violations.map((violation) => violation.trim()).sort())
    .toEqual(["connect-src https://example.invalid/collect", "script-src-elem inline"]);
});
