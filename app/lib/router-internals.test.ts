import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as ReactRouter from "react-router";
import { describe, expect, it } from "vitest";
import { payloadUrl } from "./router-internals.ts";

/** A file of React Router's browser build, as installed (and patched). */
function routerSource(file: string): string {
  const require = createRequire(import.meta.url);
  return readFileSync(join(dirname(require.resolve("react-router")), "lib/dom/ssr", file), "utf8");
}

// React Router's private surfaces that app/lib/router-internals.ts uses. When an
// upgrade changes one, these fail naming it; the browser half is
// tests/e2e/router-internals.spec.ts.
describe("React Router's private surfaces", () => {
  it.each(["UNSAFE_DataRouterContext", "UNSAFE_FrameworkContext"])(
    "react-router still exports %s as a React context",
    (name) => {
      const context = (ReactRouter as Record<string, unknown>)[name];
      expect(
        typeof context === "object" && context !== null && "Provider" in context,
        `React Router no longer exports ${name} as a context: update app/lib/router-internals.ts`,
      ).toBe(true);
    },
  );

  // React Router's own single-fetch address, read from its source, must be the one we build.
  it("builds the single-fetch payload address as React Router does", () => {
    const source = routerSource("single-fetch.js");
    expect(
      source,
      "React Router's singleFetchUrl changed: update payloadUrl in app/lib/router-internals.ts",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: React Router's source, quoted
    ).toContain('if (url.pathname.endsWith("/")) url.pathname = `${url.pathname}_.${extension}`;');
    expect(source, "React Router no longer sends _routes: update payloadUrl").toContain(
      'url.searchParams.set("_routes", targetRoutes.join(","))',
    );
    expect(payloadUrl("/PrivacyPolicy", "")).toBe("/PrivacyPolicy.data");
    expect(payloadUrl("/legal/", "?a=1")).toBe("/legal/_.data?a=1");
    expect(payloadUrl("/x", "", ["root", "routes/not-found"])).toBe(
      "/x.data?_routes=root%2Croutes%2Fnot-found",
    );
  });

  it.each([
    ["routes.js", "caseSensitive: route.caseSensitive"],
    [
      "routeModules.js",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: React Router's source, quoted
      "console.error(`Error loading route module \\`${route.module}\\``);\n\t\treturn { default: () => {\n\t\t\tthrow error;",
    ],
  ])("the patch to %s is applied (patches/, docs/upstream/)", (file, patched) => {
    const source = routerSource(file);
    expect(
      source.includes(patched),
      `React Router's ${file} is not patched: run npm install, or port patches/ to this version`,
    ).toBe(true);
  });
});
