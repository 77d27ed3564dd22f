import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync } from "node:zlib";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";
import { table } from "./table.ts";

/** One package's share of the entry script: minified bytes, and its part of the Brotli size. */
export interface PackageShare {
  name: string;
  bytes: number;
  brotliBytes: number;
}

/** The package a bundled module comes from: its `node_modules` name, or this site's own code. */
export function packageOf(source: string): string {
  const at = source.lastIndexOf("node_modules/");
  if (at === -1) return source.includes("virtual:") ? "(build-time data)" : "(this site)";
  const [first = "", second = ""] = source.slice(at + "node_modules/".length).split("/");
  return first.startsWith("@") ? `${first}/${second}` : first;
}

/**
 * How many characters of minified `code` each package wrote, read from its source map: each
 * mapped segment counts up to the next one (or to the end of its line).
 */
export function bytesByPackage(code: string, map: string): Map<string, number> {
  const traced = new TraceMap(map);
  const lines = code.split("\n");
  const segments: Array<{ line: number; column: number; name: string }> = [];
  eachMapping(traced, (mapping) => {
    segments.push({
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      name: mapping.source ? packageOf(mapping.source) : "(bundler)",
    });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const lineLength = lines[segment.line - 1]?.length ?? 0;
    const end = next?.line === segment.line ? next.column : lineLength;
    const length = Math.max(0, end - segment.column);
    add(segment.name, length);
    mapped += length;
  });
  // What no segment covers: the line breaks, and code the bundler wrote before the first one.
  add("(bundler)", Math.max(0, code.length - mapped));
  return totals;
}

/** The scripts every first load runs: the framework's chunk and the client entry's. */
const ENTRY_SCRIPTS = /^(vendor|entry\.client)-.*\.js$/;

/**
 * Builds the site with hidden client source maps into a folder of its own and reads which
 * packages the entry scripts (the framework's chunk and the client entry) are made of; each
 * file's Brotli size is shared out by the packages' parts of it.
 */
export async function measureEntryPackages(): Promise<{
  files: string[];
  shares: PackageShare[];
}> {
  const buildDir = await mkdtemp(join(tmpdir(), "entry-packages-"));
  try {
    // Through npm, so that the build runs on the project's Node.
    await promisify(execFile)("npm", ["run", "build", "--", "--sourcemapClient", "hidden"], {
      env: { ...process.env, BUILD_DIR: buildDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    const assets = join(buildDir, "client", "assets");
    const files = (await readdir(assets)).filter((name) => ENTRY_SCRIPTS.test(name)).sort();
    if (files.length === 0) throw new Error(`No entry scripts in ${assets}`);
    const totals = new Map<string, PackageShare>();
    for (const file of files) {
      const code = await readFile(join(assets, file), "utf8");
      const map = await readFile(join(assets, `${file}.map`), "utf8");
      const brotli = brotliCompressSync(code).length;
      for (const [name, bytes] of bytesByPackage(code, map)) {
        const share = totals.get(name) ?? { name, bytes: 0, brotliBytes: 0 };
        share.bytes += bytes;
        share.brotliBytes += Math.round((bytes / code.length) * brotli);
        totals.set(name, share);
      }
    }
    return { files, shares: [...totals.values()].sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
}

/** The table the benchmark prints. */
export function entryPackagesTable(shares: PackageShare[]): string {
  const total = shares.reduce((sum, share) => sum + share.bytes, 0);
  return table(
    ["package", "minified KB", "share", "≈ Brotli KB"],
    shares.map(({ name, bytes, brotliBytes }) => [
      name,
      (bytes / 1024).toFixed(1),
      `${((bytes / total) * 100).toFixed(1)} %`,
      (brotliBytes / 1024).toFixed(1),
    ]),
  );
}

if (import.meta.main) {
  const { files, shares } = await measureEntryPackages();
  console.log(
    `\nThe entry scripts (${files.join(", ")}) by package, from their source maps (Brotli: each package's share of its file's):\n`,
  );
  console.log(entryPackagesTable(shares));
}
