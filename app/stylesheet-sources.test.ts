import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { describe, expect, it } from "vitest";

const PROJECT = fileURLToPath(new URL("..", import.meta.url));
const STYLESHEET = fileURLToPath(new URL("./app.css", import.meta.url));

/**
 * The files Tailwind reads class names from for the app's stylesheet, found as its Vite
 * plugin finds them: the stylesheet's `source(…)` and `@source` rules, or the whole project
 * without them.
 */
async function scannedFiles(): Promise<string[]> {
  const compiler = await compile(await readFile(STYLESHEET, "utf8"), {
    base: fileURLToPath(new URL(".", import.meta.url)),
    onDependency: () => undefined,
  });
  const root =
    compiler.root === "none"
      ? []
      : compiler.root === null
        ? [{ base: PROJECT, pattern: "**/*", negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  scanner.scan();
  return scanner.files.map((file) => relative(PROJECT, file));
}

describe("the app's stylesheet", () => {
  // Every page carries the whole stylesheet: a word in a test, a document or a script that
  // looks like a class name would add a rule no page uses.
  it("is made from the class names of the app's own source files only", async () => {
    const files = await scannedFiles();
    expect(files).toContain("app/root.tsx");
    expect(files).toContain("contracts/picture.ts");
    const others = files.filter(
      (file) => !/^(app|contracts)\//.test(file) || /\.test\.tsx?$/.test(file),
    );
    expect(others).toEqual([]);
  });
});
