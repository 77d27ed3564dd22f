import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Imports flow one way (docs/architecture.md):
//   contracts ← app/lib ← app/components ← app/features/<one> ← app/routes, app/root
// server/ and scripts/ (the build) import contracts/, never app/ or each other;
// bench/ and tests/ drive the built site through harness/.

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
  "route-table": (to) => to === "contracts",
  server: (to) => ["contracts", "server"].includes(to),
  scripts: (to) => ["contracts", "scripts"].includes(to),
  bench: (to) => ["contracts", "harness", "bench"].includes(to),
  harness: (to) => ["contracts", "harness"].includes(to),
};

function allowed(from: string, to: string): boolean {
  if (from.startsWith("feature:")) {
    return to === from || ["contracts", "app/lib", "app/components"].includes(to);
  }
  return ALLOWED[from]?.(to) ?? true;
}

/** Every import that goes the wrong way, as `file → imported file`. */
function wrongWayImports(folders: string[]): string[] {
  const wrong: string[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    for (const [, specifier = ""] of readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)) {
      const to = target(file, specifier);
      if (to && !allowed(layer(file), layer(to))) wrong.push(`${file} → ${to}`);
    }
  }
  return wrong;
}

describe("import direction", () => {
  it("every import in the project goes the allowed way", () => {
    expect(wrongWayImports(["contracts", "app", "server", "scripts", "bench", "harness"])).toEqual(
      [],
    );
  });

  it("catches a wrong-way import", () => {
    expect(allowed("feature:content", "feature:navigation")).toBe(false);
    expect(allowed("app/components", "feature:icons")).toBe(false);
    expect(allowed("app/lib", "app/components")).toBe(false);
    expect(allowed("contracts", "app/lib")).toBe(false);
    expect(allowed("server", "scripts")).toBe(false);
    expect(allowed("scripts", "app")).toBe(false);
    expect(allowed("bench", "tests")).toBe(false);
    expect(layer("app/features/deploy/chunk-reload.ts")).toBe("feature:deploy");
    expect(target("app/components/icon.tsx", "~/lib/icons/icon-loader.ts")).toBe(
      "app/lib/icons/icon-loader.ts",
    );
  });
});
