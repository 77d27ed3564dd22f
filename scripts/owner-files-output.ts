import { access, copyFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ContentError, fromRoot } from "#node-shared/content-errors.ts";
import type { OwnerFile } from "#node-shared/owner-files.ts";

const taken = (file: OwnerFile) =>
  new ContentError(`${file.path} is a file the site writes itself: rename yours, or remove it`, {
    file: fromRoot(file.source),
  });

/**
 * Copies the site owner's files into the built site (`siteDir`, under the base path), each at
 * its path; stops the build at a file that would replace one the build has written.
 */
export async function publishOwnerFiles(siteDir: string, files: readonly OwnerFile[]) {
  for (const file of files) {
    const target = join(siteDir, file.path);
    const exists = await access(target).then(
      () => true,
      () => false,
    );
    if (exists) throw taken(file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(file.source, target);
  }
}

/**
 * Stops the build at an owner's file that a later step of the build wrote over (`robots.txt`,
 * `llms.txt`): the site would publish the build's file at its address, not the owner's.
 */
export async function checkOwnerFilesKept(siteDir: string, files: readonly OwnerFile[]) {
  for (const file of files) {
    const [published, source] = await Promise.all([
      readFile(join(siteDir, file.path)),
      readFile(file.source),
    ]);
    if (!published.equals(source)) throw taken(file);
  }
}
