import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { join } from "node:path";

// A scratch folder of the project's own (ignored by git).
const SCRATCH = ".test-builds";

/** A private copy of the site's build, for tests that change the served files. */
export async function copyOfBuild(source = "build"): Promise<string> {
  await mkdir(SCRATCH, { recursive: true });
  const dir = await mkdtemp(join(SCRATCH, "build-"));
  await cp(source, dir, { recursive: true });
  return dir;
}

export async function removeBuild(dir: string) {
  await rm(dir, { recursive: true, force: true });
}

/** The file name of a page's route module in a build, e.g. `terms-conditions-Ab12.js`. */
export async function routeChunk(buildDir: string, route: string): Promise<string> {
  const files = await readdir(join(buildDir, "client", "assets"));
  const chunk = files.find((name) => name.startsWith(`${route}-`) && name.endsWith(".js"));
  if (!chunk) throw new Error(`No chunk for ${route} in ${buildDir}`);
  return chunk;
}
