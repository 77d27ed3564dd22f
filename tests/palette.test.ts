import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The palette in app/app.css names what each colour is for (`--color-heading`) and writes its
// dark mode's value once. A class string that pairs a role's light colour with its dark one
// (`text-gray-900 dark:text-white`) writes that rule a second time: it should name the role.

const ROOT = join(import.meta.dirname, "..");
const STYLESHEET = readFileSync(join(ROOT, "app/app.css"), "utf8");

/** `--color-<role>: var(--color-<colour>)` declarations in one block of the stylesheet. */
function roles(block: string): Map<string, string> {
  const declarations = block.matchAll(/--color-([a-z-]+):\s*var\(--color-([a-z0-9-]+)\);/g);
  return new Map(Array.from(declarations, ([, role = "", colour = ""]) => [role, colour]));
}

// The `@theme` blocks (not `@theme inline`, which renames a scale) and the dark mode's block.
const light = roles(
  Array.from(STYLESHEET.matchAll(/@theme \{([^}]*)\}/g), ([, block]) => block).join(),
);
const dark = roles(/@variant dark \{([^}]*)\}/.exec(STYLESHEET)?.[1] ?? "");

/** Each role's light and dark colour. */
const PALETTE = Array.from(light, ([role, lightColour]) => ({
  role,
  light: lightColour,
  dark: dark.get(role),
}));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The pairs in one line of source that a role of the palette already is. */
function pairsOfRoles(line: string): string[] {
  const classes = new Set(line.split(/[\s"'`{}]+/));
  return Array.from(classes).flatMap((name) => {
    const darkClass =
      /^dark:((?:[a-z-[\]=]+:)*[a-z]+(?:-[a-z]+)?)-([a-z]+-[0-9]+|white|black)$/.exec(name);
    if (!darkClass) return [];
    const [, utility, darkColour] = darkClass;
    return PALETTE.filter(
      (entry) => entry.dark === darkColour && classes.has(`${utility}-${entry.light}`),
    ).map((entry) => `${utility}-${entry.light} ${name}: use ${utility}-${entry.role}`);
  });
}

describe("the palette", () => {
  it("gives every role a colour in each mode", () => {
    expect(PALETTE.length).toBeGreaterThan(5);
    for (const entry of PALETTE) expect(entry.dark, entry.role).toBeDefined();
    expect(Array.from(dark.keys()).sort()).toEqual(Array.from(light.keys()).sort());
  });

  it("finds a pair written out where a role exists", () => {
    expect(pairsOfRoles(`className="text-gray-900 dark:text-white"`)).toEqual([
      "text-gray-900 dark:text-white: use text-heading",
    ]);
    expect(pairsOfRoles(`"hover:text-primary-800 dark:hover:text-primary-300"`)).toEqual([
      "hover:text-primary-800 dark:hover:text-primary-300: use hover:text-accent",
    ]);
    expect(pairsOfRoles(`className="text-red-900 dark:text-red-100"`)).toEqual([]);
  });

  it("is named by its roles, not written out again, in the app's class names", () => {
    const found = [...sourceFiles("app"), ...sourceFiles("contracts")].flatMap((file) =>
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index) => pairsOfRoles(line).map((pair) => `${file}:${index + 1} ${pair}`)),
    );
    expect(found).toEqual([]);
  });
});
