import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const CONTENT_FIXTURE = fileURLToPath(new URL("../tests/fixtures/content", import.meta.url));

/**
 * For tests that change the test site's content: a copy of it (`tests/fixtures/content`) in a new
 * folder named from `prefix`. Its `messages.ts` is a link to the site's own; the copy holds the
 * file, so that a test that edits it leaves `content/messages.ts` alone.
 */
export async function copyContentFixture(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(CONTENT_FIXTURE, dir, { recursive: true, dereference: true });
  return dir;
}
