import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Imports flow one way (docs/architecture.md):
//   contracts ← app/lib ← app/components ← app/features/<one> ← app/routes, app/root
// node-shared/ (Node-only: file readers, hashing) imports contracts/; server/ and scripts/ (the
// build) import both, never app/ or each other; bench/ and tests/ drive the built site
// through harness/. contracts/ is pure: it imports nothing of Node. No import cycles.

const ROOT = join(import.meta.dirname, "..");
const SOURCE = /\.(?:ts|tsx)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The project file an import names, or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return normalize(join("app", specifier.slice(2)));
  if (specifier.startsWith("#contracts/")) return normalize(join("contracts", specifier.slice(11)));
  if (specifier.startsWith("#node-shared/"))
    return normalize(join("node-shared", specifier.slice(13)));
  if (specifier.startsWith(".")) return normalize(join(dirname(file), specifier)).split("?")[0];
  return undefined;
}

/** The layer of a file: what it may import is decided by it. */
function layer(file: string): string {
  const feature = /^app\/features\/([^/]+)\//.exec(file);
  if (feature) return `feature:${feature[1]}`;
  if (/^app\/(?:lib|components)\//.test(file)) return file.split("/").slice(0, 2).join("/");
  if (file === "app/routes.ts") return "route-table";
  if (file.startsWith("app/")) return "app";
  return file.split("/")[0] ?? file;
}

const ALLOWED: Record<string, (to: string) => boolean> = {
  contracts: (to) => to === "contracts",
  "app/lib": (to) => ["contracts", "app/lib"].includes(to),
  "app/components": (to) => ["contracts", "app/lib", "app/components"].includes(to),
  app: (to) => to === "contracts" || to.startsWith("app") || to.startsWith("feature:"),
  // The route table is read by the build, in Node: it lists the pages from the catalog.
  "route-table": (to) => ["contracts", "node-shared"].includes(to),
  "node-shared": (to) => ["contracts", "node-shared"].includes(to),
  server: (to) => ["contracts", "node-shared", "server"].includes(to),
  scripts: (to) => ["contracts", "node-shared", "scripts"].includes(to),
  // The image benchmark weighs the build's own encoder (`scripts/images/encode.ts`).
  bench: (to) => ["contracts", "harness", "bench", "scripts"].includes(to),
  harness: (to) => ["contracts", "harness"].includes(to),
};

function allowed(from: string, to: string): boolean {
  if (from.startsWith("feature:")) {
    return to === from || ["contracts", "app/lib", "app/components"].includes(to);
  }
  return ALLOWED[from]?.(to) ?? true;
}

/** Every project import of every source file in `folders`, as `[file, imported file]`. */
function projectImports(folders: string[]): Array<[string, string]> {
  return folders.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)].flatMap(
      ([, specifier = ""]): Array<[string, string]> => {
        const to = target(file, specifier);
        return to ? [[file, to]] : [];
      },
    ),
  );
}

/** Every import that goes the wrong way, as `file → imported file`. */
function wrongWayImports(imports: Array<[string, string]>): string[] {
  return imports
    .filter(([from, to]) => !allowed(layer(from), layer(to)))
    .map(([from, to]) => `${from} → ${to}`);
}

/** The import cycles among files, each as `a → b → … → a` (depth-first search). */
function importCycles(imports: Array<[string, string]>): string[] {
  const edges = new Map<string, string[]>();
  for (const [from, to] of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const done = new Set<string>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]) => {
    const seen = path.indexOf(file);
    if (seen >= 0) {
      cycles.push([...path.slice(seen), file].join(" → "));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  return cycles;
}

const FOLDERS = ["contracts", "node-shared", "app", "server", "scripts", "bench", "harness"];

describe("import direction", () => {
  it("every import in the project goes the allowed way", () => {
    expect(wrongWayImports(projectImports(FOLDERS))).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(importCycles(projectImports(FOLDERS))).toEqual([]);
  });

  it("keeps contracts/ pure: nothing of Node in it", () => {
    const impure = sourceFiles("contracts")
      .filter((file) => !file.endsWith(".test.ts"))
      .filter((file) =>
        /from\s*["']node:|createRequire|process\./.test(readFileSync(join(ROOT, file), "utf8")),
      );
    expect(impure).toEqual([]);
  });

  it("catches a wrong-way import and a cycle", () => {
    expect(allowed("feature:content", "feature:navigation")).toBe(false);
    expect(allowed("app/components", "feature:icons")).toBe(false);
    expect(allowed("app/lib", "app/components")).toBe(false);
    expect(allowed("contracts", "app/lib")).toBe(false);
    expect(allowed("contracts", "node-shared")).toBe(false);
    expect(allowed("app/lib", "node-shared")).toBe(false);
    expect(allowed("node-shared", "server")).toBe(false);
    expect(allowed("server", "scripts")).toBe(false);
    expect(allowed("scripts", "app")).toBe(false);
    expect(allowed("bench", "tests")).toBe(false);
    expect(layer("app/features/deploy/chunk-reload.ts")).toBe("feature:deploy");
    expect(target("app/components/icon.tsx", "~/lib/icons/icon-loader.ts")).toBe(
      "app/lib/icons/icon-loader.ts",
    );
    expect(
      importCycles([
        ["a.ts", "b.ts"],
        ["b.ts", "c.ts"],
        ["c.ts", "a.ts"],
        ["c.ts", "d.ts"],
      ]),
    ).toEqual(["a.ts → b.ts → c.ts → a.ts"]);
  });
});
