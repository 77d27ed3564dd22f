import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where `npm run build` writes a new build: a folder inside the build folder, so that the build
 * being served (by nginx from `build/client/`, or by a Node server restarted meanwhile) stays
 * whole until the new one is complete, and stays as it was when the build stops at a mistake.
 * Inside rather than beside it, so that moving the new build in never crosses file systems
 * (a build folder mounted as a volume).
 */
export const NEW_BUILD_FOLDER = ".building";
/** Where the build being replaced goes while the new one moves in. */
const OLD_BUILD_FOLDER = ".replaced";

/** A new build's folder, and whether the build folder it is in was made for it. */
export interface NewBuild {
  buildDir: string;
  folder: string;
  madeBuildDir: boolean;
}

/** An empty folder to write a new build of `buildDir` into. */
export async function newBuildFolder(buildDir: string): Promise<NewBuild> {
  const folder = join(buildDir, NEW_BUILD_FOLDER);
  const madeBuildDir = !existsSync(buildDir);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  return { buildDir, folder, madeBuildDir };
}

/**
 * Puts the complete build of `folder` in place of the build in `buildDir`, entry by entry
 * (`client`, `nginx.conf`, …): each is replaced by a rename, so a host serving `build/client/`
 * goes from the old site to the new one at once, never through a half-written folder.
 */
export async function replaceBuild({ buildDir, folder }: NewBuild): Promise<void> {
  const old = join(buildDir, OLD_BUILD_FOLDER);
  await rm(old, { recursive: true, force: true });
  await mkdir(old);
  const working = new Set([NEW_BUILD_FOLDER, OLD_BUILD_FOLDER]);
  const entries = await readdir(folder);
  for (const entry of entries) {
    const [served, replaced] = [join(buildDir, entry), join(old, entry)];
    const had = existsSync(served);
    if (had) await rename(served, replaced);
    // An entry that cannot move in (a file held open, on Windows) leaves the old one served.
    await rename(join(folder, entry), served).catch(async (error) => {
      if (had) await rename(replaced, served);
      throw error;
    });
  }
  for (const entry of await readdir(buildDir)) {
    if (!working.has(entry) && !entries.includes(entry)) {
      await rename(join(buildDir, entry), join(old, entry));
    }
  }
  await rm(old, { recursive: true, force: true });
  await rmdir(folder);
}

/**
 * Removes what a build that failed wrote, leaving the build folder as it was before it: with
 * the build it held, or not there at all when the build made it.
 */
export async function discardBuild({ buildDir, folder, madeBuildDir }: NewBuild): Promise<void> {
  await rm(madeBuildDir ? buildDir : folder, { recursive: true, force: true });
}
