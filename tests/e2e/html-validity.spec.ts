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

/** A page with one fault, checked beside the site's: its error shows that the checker runs. */
const FAULTY_PAGE =
  '<!DOCTYPE html><html lang="en"><head><title>Faulty</title></head><body><p><div></div></p></body></html>';

test("every page is valid HTML (Nu Html Checker)", async ({ request }) => {
  // One Java process checks every page: 19–23 s on a machine busy with the suite's other tests.
  test.setTimeout(60_000);
  const dir = await mkdtemp(join(tmpdir(), "html-"));
  try {
    const faulty = join(dir, "faulty.html");
    await writeFile(faulty, FAULTY_PAGE);
    const files = [faulty];
    for (const path of [
      ...PAGES.map((page) => page.path),
      "/no-such-page",
      "/invite/8Hq2-x",
      "/de/invite/8Hq2-x",
    ]) {
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
    const describe = (m: VnuMessage) => `${m.url}: ${m.message} ${m.extract ?? ""}`;
    const isFaulty = (m: VnuMessage) => m.url.endsWith("/faulty.html");
    expect(problems.filter(isFaulty).map((m) => m.message)).toEqual([
      "No “p” element in scope but a “p” end tag seen.",
    ]);
    expect(problems.filter((m) => !isFaulty(m)).map(describe)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
