import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedSinceBuild } from "./content-freshness.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-freshness-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function put(file: string, changedAt: number) {
  const path = join(dir, file);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, "text");
  await utimes(path, changedAt / 1000, changedAt / 1000);
}

describe("changedSinceBuild", () => {
  it("names the content files changed after the build, newest first", async () => {
    const builtAt = Date.UTC(2026, 10, 1);
    await put("home.md", builtAt - 60_000);
    await put("pages/pricing.md", builtAt + 60_000);
    await put("de/home.md", builtAt + 120_000);
    const name = (file: string) => relative(process.cwd(), join(dir, file));
    expect(await changedSinceBuild(dir, builtAt)).toEqual([
      name("de/home.md"),
      name("pages/pricing.md"),
    ]);
  });

  it("names nothing when the content folder is not there", async () => {
    expect(await changedSinceBuild(join(dir, "missing"), 0)).toEqual([]);
  });
});
