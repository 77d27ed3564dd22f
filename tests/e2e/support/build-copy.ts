import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
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
