import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative } from "node:path";
import * as v from "valibot";
import { buildScheduleSchema, SCHEDULE_FILE } from "#contracts/build-manifest.ts";
import { isContentFile } from "#node-shared/content-files.ts";

/**
 * The files of the content folder changed after the build was made (`builtAt`, in ms), newest
 * first: what the server does not serve until the site is built again. None when the folder
 * is not there (a deployment may carry the build alone). The folder's own guide (`README.md`)
 * and hidden files (an editor's, the system's) are not content.
 */
export async function changedSinceBuild(contentDir: string, builtAt: number): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  const changed = await Promise.all(
    entries
      .filter(
        (entry) =>
          entry.isFile() && isContentFile(relative(contentDir, join(entry.parentPath, entry.name))),
      )
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

/**
 * What the build left for a later build and is due by `today` (`YYYY-MM-DD`): a release dated
 * after the build's date, a legal version announced or taking effect, which the site shows once
 * rebuilt.
 * None when the build has no schedule (an older build, or a deployment without it).
 */
export async function dueSinceBuild(buildDir: string, today: string) {
  const none = { buildDate: undefined, due: [] };
  const text = await readFile(join(buildDir, SCHEDULE_FILE), "utf8").catch(() => undefined);
  if (text === undefined) return none;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return none;
  }
  const parsed = v.safeParse(buildScheduleSchema, data);
  if (!parsed.success) return none;
  const { buildDate, due } = parsed.output;
  return { buildDate, due: due.filter((item) => item.date <= today) };
}
