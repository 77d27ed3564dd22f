import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { importContentModule } from "./content-module.ts";
import { scratchContent } from "./scratch-content.ts";

const content = scratchContent("content-module-");
const fileIn = (name: string) => join(content.dir, name);
const shown = (file: string) => relative(process.cwd(), file);

async function failure(file: string): Promise<string> {
  const error = await importContentModule(file, "the site configuration", MISSING).catch(
    (caught: Error) => caught,
  );
  if (!(error instanceof Error)) throw new Error("the file was read");
  return error.message;
}

/** The same, in plain Node (as the build's own steps read the file), without Vite's transform. */
async function failureInNode(file: string): Promise<string> {
  const module = resolve("node-shared/content-module.ts");
  const script = `import { importContentModule } from ${JSON.stringify(module)};
await importContentModule(${JSON.stringify(file)}, "the site configuration", ${JSON.stringify(MISSING)}).catch((error) => console.log(error.message));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "-e",
    script,
  ]);
  return stdout.trim();
}

const MISSING = { problem: "the site configuration is missing", hint: "Create one." };
const SYNTAX_ERROR = 'export default {\n  productName: "Tally"\n  tagline: "Split costs.",\n};\n';
const THROWS = 'const name = "Tally";\n\nexport default { productName: Tally };\n';

describe("a TypeScript file of the content folder", () => {
  it("gives its default export", async () => {
    const file = fileIn("site.config.ts");
    await writeFile(file, 'export default { productName: "Tally" } satisfies object;\n');
    expect(await importContentModule(file, "the site configuration", MISSING)).toEqual({
      productName: "Tally",
    });
  });

  it("that is missing is named, with what to do", async () => {
    const file = fileIn("site.config.ts");
    expect(await failure(file)).toBe(
      `✖ ${shown(file)}: the site configuration is missing\n  Create one.`,
    );
  });

  it("that is not valid TypeScript is named at the line of the mistake", async () => {
    const file = fileIn("site.config.ts");
    await writeFile(file, SYNTAX_ERROR);
    expect(await failure(file)).toMatch(
      new RegExp(`^✖ ${shown(file)}:3:3: the site configuration is not valid TypeScript: \\S`),
    );
    expect(await failureInNode(file)).toMatch(
      new RegExp(`^✖ ${shown(file)}:3: the site configuration is not valid TypeScript: \\S`),
    );
  });

  it("that throws is named at the line that throws, with the error", async () => {
    const file = fileIn("site.config.ts");
    await writeFile(file, THROWS);
    const expected = "the site configuration stops with ReferenceError: Tally is not defined";
    expect(await failure(file)).toBe(`✖ ${shown(file)}:3:31: ${expected}`);
    expect(await failureInNode(file)).toBe(`✖ ${shown(file)}:3:31: ${expected}`);
  });

  it("that exports nothing says how to export its value", async () => {
    const file = fileIn("site.config.ts");
    await writeFile(file, 'export const productName = "Tally";\n');
    expect(await failure(file)).toBe(
      `✖ ${shown(file)}: the site configuration exports nothing\n  Write its value after \`export default\`, as the file of a new project does.`,
    );
  });
});
