import { readdir, stat } from "node:fs/promises";
import { join, relative } from "node:path";

/**
 * The files of the content folder changed after the build was made (`builtAt`, in ms), newest
 * first: what the server does not serve until the site is built again. None when the folder
 * is not there (a deployment may carry the build alone).
 */
export async function changedSinceBuild(contentDir: string, builtAt: number): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  const changed = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name);
        return { file: relative(process.cwd(), file), changed: (await stat(file)).mtimeMs };
      }),
  );
  return changed
    .filter((file) => file.changed > builtAt)
    .sort((a, b) => b.changed - a.changed)
    .map(({ file }) => file);
}
