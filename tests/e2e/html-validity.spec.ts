import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { PAGES } from "./support/site.ts";

const run = promisify(execFile);
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test("every page is valid HTML (Nu Html Checker)", async ({ request }) => {
  const dir = await mkdtemp(join(tmpdir(), "html-"));
  try {
    const files: string[] = [];
    for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
      const file = join(dir, `${path.replace(/\W/g, "") || "home"}.html`);
      await writeFile(file, await (await request.get(path)).text());
      files.push(file);
    }
    const { stderr } = await run("java", ["-jar", vnu, "--format", "json", ...files]).catch(
      (error: { stderr: string }) => error,
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    // Infos (such as React's trailing slashes on void elements) are not problems. The
    // checker's CSS parser predates the CSS Tailwind writes (cascade layers, nesting,
    // oklch()), so its findings inside the page's stylesheet are left out; the markup is
    // checked whole.
    const problems = messages.filter(
      (message) =>
        (message.type !== "info" || message.subType === "warning") &&
        !message.message.startsWith("CSS: "),
    );
    expect(problems.map((m) => `${m.url}: ${m.message} ${m.extract ?? ""}`)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
