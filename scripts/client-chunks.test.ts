import { describe, expect, it } from "vitest";
import { compileHints, eagerCommonJsWrappers } from "./client-chunks.ts";

type RenderChunk = (code: string) => { code: string } | null;

describe("eagerCommonJsWrappers", () => {
  const renderChunk = eagerCommonJsWrappers().renderChunk as unknown as RenderChunk;

  it("turns Rolldown's arrow wrappers into function expressions", () => {
    const rendered = [
      "var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {",
      "\texports.version = '19';",
      "}));",
      "var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
      "\tmodule.exports = require_react_production();",
      "}));",
    ].join("\n");
    expect(renderChunk(rendered)?.code).toBe(
      [
        "var require_react_production = /* @__PURE__ */ __commonJSMin((function(exports) {",
        "\texports.version = '19';",
        "}));",
        "var require_react = /* @__PURE__ */ __commonJSMin((function(exports, module) {",
        "\tmodule.exports = require_react_production();",
        "}));",
      ].join("\n"),
    );
  });

  it("leaves a chunk without CommonJS modules alone", () => {
    expect(renderChunk("export const go = (to) => { location.href = to; };")).toBeNull();
  });
});

describe("compileHints", () => {
  it("asks V8 to compile the entry's and the framework's functions eagerly, and no other chunk's", () => {
    const hint = "//# allFunctionsCalledOnLoad";
    expect(compileHints({ name: "entry", facadeModuleId: "/site/app/entry.client.tsx" })).toBe(
      hint,
    );
    expect(compileHints({ name: "vendor", facadeModuleId: null })).toBe(hint);
    expect(compileHints({ name: "pages", facadeModuleId: null })).toBe("");
    expect(compileHints({ name: "home", facadeModuleId: "/site/app/routes/home.tsx" })).toBe("");
  });
});
