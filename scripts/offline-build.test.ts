import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const NO_NETWORK = resolve("harness/no-network.ts");

/**
 * Runs a command in a network namespace of its own, whose only interface is the loopback
 * (the prerender's local preview server), with every attempt to reach beyond it reported.
 */
function offline(command: string, args: string[], env: Record<string, string> = {}) {
  const upLoopback = 'ip link set lo up && exec "$@"';
  // As `npm run build` runs: Vitest's NODE_ENV=test would make Vite bundle React's development code.
  const { NODE_ENV: _test, ...inherited } = process.env;
  return run(
    "unshare",
    ["--map-root-user", "--net", "sh", "-c", upLoopback, "sh", command, ...args],
    {
      env: { ...inherited, ...env, NODE_OPTIONS: `--import ${NO_NETWORK}` },
    },
  );
}

const failure = (error: { code: number; stderr: string }) => ({
  code: error.code,
  stderr: error.stderr,
});

describe("the build (SPEC §11)", () => {
  const buildDir = mkdtemp(join(tmpdir(), "offline-build-"));
  afterAll(async () => rm(await buildDir, { recursive: true, force: true }));

  it("succeeds with the network cut off, never tries to reach it, and warns of nothing", async () => {
    const { stdout, stderr } = await offline(process.execPath, ["scripts/build.ts"], {
      BUILD_DIR: await buildDir,
    });
    expect(stdout).toMatch(/Build \S+: 14 pages, \d+ compressed files/);
    // Vite, Rolldown and the site's own steps write their warnings there.
    expect(stderr).toBe("");
    // The log names each page's file as the build leaves it (in bold where colours are on).
    const log = stripVTControlCharacters(stdout);
    const named = [...log.matchAll(/^Prerender \(html\): \S+ -> (.+)$/gm)].map(([, file]) => file);
    expect(named).toHaveLength(14);
    for (const file of named) expect(existsSync(file ?? ""), file).toBe(true);
  }, 120_000);

  it.each([
    ["a fetch", "await fetch('https://registry.npmjs.org/')"],
    ["a name lookup", "await require('node:dns').promises.lookup('registry.npmjs.org')"],
    ["a connection by address", "require('node:net').connect(443, '104.16.0.35')"],
  ])("would fail on %s", async (_attempt, code) => {
    const attempt = offline(process.execPath, ["-e", `(async () => { ${code} })()`]);
    const result = await attempt.then(() => undefined, failure);
    expect(result?.code).toBe(70);
    expect(result?.stderr).toContain("Network access attempted:");
  });
});
