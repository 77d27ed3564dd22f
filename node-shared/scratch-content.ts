import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach } from "vitest";

/**
 * For unit tests: a content folder of each test's own (`dir`, made before it and removed after
 * it), and `put`, which writes a Markdown file there with its front matter and a body.
 */
export function scratchContent(prefix: string) {
  const folder = {
    dir: "",
    async put(file: string, frontMatter: string, body = "Text.") {
      const path = join(folder.dir, file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, `---\n${frontMatter}\n---\n\n${body}\n`);
    },
  };
  beforeEach(async () => {
    folder.dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(folder.dir, { recursive: true, force: true });
  });
  return folder;
}
