import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

/** Runs the real build (`npm run build`) on a content folder; resolves with its output when it fails. */
async function failedBuild(): Promise<string> {
  const buildDir = join(contentDir, "build");
  const result = await run(process.execPath, ["scripts/build.ts"], {
    env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
  }).then(
    () => undefined,
    (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
  );
  if (result === undefined) throw new Error("the build succeeded");
  return result;
}

/** The output's lines from the mistake's mark on: the message, and nothing of a stack around it. */
function mistakeOf(output: string): string {
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain("routes.ts");
  expect(output).not.toContain("[plugin site-content]");
  return output.slice(output.indexOf("✖ ")).trim();
}

describe("a content folder with a mistake stops the build", () => {
  it("points at the line of a front matter that is not YAML, with what to do", async () => {
    await writeFile(
      join(contentDir, "pages", "pricing.md"),
      "---\ntitle: Pricing\ndescription: Plans: free and paid.\npath: /Pricing\n---\n\nText.\n",
    );
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*pages\/pricing\.md:3:\d+: invalid front matter: .*\n {2}Quote a value that contains ": "/,
    );
  }, 60_000);

  it("names a misspelt key, the keys allowed and the one meant", async () => {
    await writeFile(
      join(contentDir, "pages", "pricing.md"),
      "---\ntitle: Pricing\ndescription: Plans.\npath: /Pricing\nlayuot: plain\n---\n\nText.\n",
    );
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*pages\/pricing\.md:5: invalid front matter: unknown key `layuot` \(allowed: title, description, draft, colorMode, path, layout, legalKind, updated, announced, changes\); did you mean `layout`\?$/,
    );
  }, 60_000);

  it("shows the site configuration's bad value", async () => {
    const config = join(contentDir, "site.config.ts");
    const text = await readFile(config, "utf8");
    await writeFile(
      config,
      text.replace(
        "redirects: [",
        'redirects: [{ from: "/blog", to: "https://blog.example.com/" }, ',
      ),
    );
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*site\.config\.ts: invalid site configuration: redirects\[0\]\.to: .* \(got "https:\/\/blog\.example\.com\/"\)$/,
    );
  }, 60_000);

  it("says to leave `updated:` out of a history file", async () => {
    const file = join(contentDir, "history", "guides", "Cookie-Notice", "2026-02-01.md");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/^---\n/, "---\nupdated: 2026-05-01\n"));
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*history\/guides\/Cookie-Notice\/2026-02-01\.md:2: invalid front matter: leave `updated:` out of a history file: its date is its file name$/,
    );
  }, 60_000);

  it("names the language, the text and the file of interface text left out", async () => {
    const file = join(contentDir, "messages.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^ {2}dismiss: .*\n/m, ""));
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*\/messages\.ts: invalid interface text \(en\): missing `dismiss`$/,
    );
  }, 60_000);

  it("names the file to create, and the one to copy, for a language without interface text", async () => {
    const config = join(contentDir, "site.config.ts");
    const text = await readFile(config, "utf8");
    await writeFile(
      config,
      text.replace(
        "siteUrl:",
        'languages: [{ code: "en", name: "English" }, { code: "fr", name: "Français" }],\n  siteUrl:',
      ),
    );
    expect(mistakeOf(await failedBuild())).toMatch(
      /^✖ .*\/fr\/messages\.ts: the site has no interface text in fr\n {2}Create it: copy .*\/messages\.ts there and translate each text\.$/,
    );
  }, 60_000);

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
