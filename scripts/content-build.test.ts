import { execFile } from "node:child_process";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
let contentDir: string;

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), "content-clash-"));
  await cp("tests/fixtures/content", contentDir, { recursive: true });
});

afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

/** Runs the real build on a content folder; resolves with its output when it fails. */
async function failedBuild(): Promise<string> {
  const buildDir = join(contentDir, "build");
  const result = await run("react-router", ["build"], {
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
  }).then(
    () => undefined,
    (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
  );
  if (result === undefined) throw new Error("the build succeeded");
  return result;
}

describe("a content folder with a mistake stops the build", () => {
  it("names both files when two claim one path", async () => {
    await writeFile(
      join(contentDir, "pages", "cookies-copy.md"),
      "---\ntitle: Cookies again\ndescription: A second page at the same path.\npath: /guides/Cookie-Notice\n---\n\nText.\n",
    );
    const output = await failedBuild();
    expect(output).toMatch(
      /pages\/cookie-notice\.md and .*pages\/cookies-copy\.md both claim the page \/guides\/Cookie-Notice/,
    );
  }, 60_000);

  it("names the file whose path is under /assets", async () => {
    await writeFile(
      join(contentDir, "pages", "assets.md"),
      "---\ntitle: Assets\ndescription: A page where the site keeps its files.\npath: /assets/Logo\n---\n\nText.\n",
    );
    const output = await failedBuild();
    expect(output).toContain("pages/assets.md: path: /assets/Logo is taken by the site itself");
  }, 60_000);
});
