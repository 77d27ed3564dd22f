import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { discardBuild, NEW_BUILD_FOLDER, newBuildFolder, replaceBuild } from "./build-folder.ts";

// Renames go through as they are, but for those a test tells to fail.
const failingRenames = vi.hoisted(() => new Set<string>());
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      if (failingRenames.has(from)) throw Object.assign(new Error("EBUSY"), { code: "EBUSY" });
      return fs.rename(from, to);
    },
  };
});

let root: string;
let buildDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "build-folder-"));
  buildDir = join(root, "build");
});

afterEach(async () => {
  failingRenames.clear();
  await rm(root, { recursive: true, force: true });
});

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** The build served: a page, a file beside the site, and one the new build no longer makes. */
async function servedBuild() {
  await write(join(buildDir, "client", "index.html"), "old home");
  await write(join(buildDir, "nginx.conf"), "old configuration");
  await write(join(buildDir, "worker.js"), "a file the new build does not make");
}

describe("a new build", () => {
  it("is written beside the build served, which stays whole until it is replaced", async () => {
    await servedBuild();
    const newBuild = await newBuildFolder(buildDir);
    await write(join(newBuild.folder, "client", "index.html"), "new home");
    await write(join(newBuild.folder, "nginx.conf"), "new configuration");
    expect(await readFile(join(buildDir, "client", "index.html"), "utf8")).toBe("old home");

    await replaceBuild(newBuild);
    expect((await readdir(buildDir)).toSorted()).toEqual(["client", "nginx.conf"]);
    expect(await readFile(join(buildDir, "client", "index.html"), "utf8")).toBe("new home");
    expect(await readFile(join(buildDir, "nginx.conf"), "utf8")).toBe("new configuration");
  });

  it("that cannot move in (a file held open) leaves the old entry served", async () => {
    await servedBuild();
    const newBuild = await newBuildFolder(buildDir);
    await write(join(newBuild.folder, "client", "index.html"), "new home");
    failingRenames.add(join(buildDir, NEW_BUILD_FOLDER, "client"));
    await expect(replaceBuild(newBuild)).rejects.toThrow("EBUSY");
    expect(await readFile(join(buildDir, "client", "index.html"), "utf8")).toBe("old home");
  });

  it("that fails leaves the build served as it was", async () => {
    await servedBuild();
    const newBuild = await newBuildFolder(buildDir);
    await write(join(newBuild.folder, "client", "index.html"), "half a build");
    await discardBuild(newBuild);
    expect((await readdir(buildDir)).toSorted()).toEqual(["client", "nginx.conf", "worker.js"]);
    expect(await readFile(join(buildDir, "client", "index.html"), "utf8")).toBe("old home");
  });

  it("that fails where there was no build leaves no build folder", async () => {
    const newBuild = await newBuildFolder(buildDir);
    await write(join(newBuild.folder, "client", "index.html"), "half a build");
    await discardBuild(newBuild);
    expect(existsSync(buildDir)).toBe(false);
  });

  it("that fails where the build folder is empty keeps the folder (a mounted volume)", async () => {
    await mkdir(buildDir);
    await discardBuild(await newBuildFolder(buildDir));
    expect(await readdir(buildDir)).toEqual([]);
  });

  it("starts afresh after a build that was stopped half-way", async () => {
    await servedBuild();
    const stopped = await newBuildFolder(buildDir);
    await write(join(stopped.folder, "client", "left.html"), "left by a build stopped half-way");
    const newBuild = await newBuildFolder(buildDir);
    await write(join(newBuild.folder, "client", "index.html"), "new home");
    await replaceBuild(newBuild);
    expect(await readdir(join(buildDir, "client"))).toEqual(["index.html"]);
  });
});
