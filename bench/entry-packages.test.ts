import { describe, expect, it } from "vitest";
import { bytesByPackage, packageOf } from "./entry-packages.ts";

describe("the entry script by package", () => {
  it("names the package of a bundled module, scoped or not, or this site's own code", () => {
    expect(packageOf("../../node_modules/react-dom/cjs/react-dom-client.production.js")).toBe(
      "react-dom",
    );
    expect(packageOf("../../node_modules/@iconify/utils/lib/index.js")).toBe("@iconify/utils");
    expect(packageOf("../../node_modules/a/node_modules/b/index.js")).toBe("b");
    expect(packageOf("../../app/root.tsx")).toBe("(this site)");
    expect(packageOf("\0virtual:site-config")).toBe("(build-time data)");
  });

  it("counts each mapped segment up to the next one, and what no segment covers as the bundler's", () => {
    // Line 1: "abcdefghij", react from column 0, the site's code from column 5; line 2 unmapped.
    const map = JSON.stringify({
      version: 3,
      sources: ["node_modules/react/index.js", "app/root.tsx"],
      names: [],
      mappings: "AAAA,KCAA",
    });
    expect(Object.fromEntries(bytesByPackage("abcdefghij\nxyz", map))).toEqual({
      react: 5,
      "(this site)": 5,
      "(bundler)": 4,
    });
  });
});
