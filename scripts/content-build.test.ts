import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify, stripVTControlCharacters } from "node:util";
import { it as base, describe, expect } from "vitest";
import { copyContentFixture } from "#node-shared/content-fixture.ts";

const run = promisify(execFile);

/** Each test builds its own copy of the test site's content, so that the builds run side by side. */
const it = base.extend<{ contentDir: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture needs from this pattern
  contentDir: async ({}, use) => {
    const contentDir = await copyContentFixture("content-clash-");
    await use(contentDir);
    await rm(contentDir, { recursive: true, force: true });
  },
});

/** Runs the real build (`npm run build`) on a content folder; resolves with its output when it fails. */
async function failedBuild(contentDir: string): Promise<string> {
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

describe.concurrent("a content folder with a mistake stops the build", () => {
  it("points at the line of a front matter that is not YAML, with what to do", async ({
    contentDir,
  }) => {
    await writeFile(
      join(contentDir, "pages", "pricing.md"),
      "---\ntitle: Pricing\ndescription: Plans: free and paid.\npath: /Pricing\n---\n\nText.\n",
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*pages\/pricing\.md:3:\d+: invalid front matter: .*\n {2}Quote a value that contains ": "/,
    );
  }, 60_000);

  it("names a misspelt key, the keys allowed and the one meant", async ({ contentDir }) => {
    await writeFile(
      join(contentDir, "pages", "pricing.md"),
      "---\ntitle: Pricing\ndescription: Plans.\npath: /Pricing\nlayuot: plain\n---\n\nText.\n",
    );
    const output = await failedBuild(contentDir);
    // It stops before the browser's files are drawn and written.
    expect(existsSync(join(contentDir, "build"))).toBe(false);
    expect(mistakeOf(output)).toMatch(
      /^✖ .*pages\/pricing\.md:5: invalid front matter: unknown key `layuot` \(allowed: title, description, draft, colorMode, path, layout, legalKind, updated, announced, changes\); did you mean `layout`\?$/,
    );
  }, 60_000);

  it("shows the site configuration's bad value", async ({ contentDir }) => {
    const config = join(contentDir, "site.config.ts");
    const text = await readFile(config, "utf8");
    await writeFile(
      config,
      text.replace(
        "redirects: [",
        'redirects: [{ from: "/blog", to: "https://blog.example.com/" }, ',
      ),
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*site\.config\.ts: invalid site configuration: redirects\[0\]\.to: .* \(got "https:\/\/blog\.example\.com\/"\)$/,
    );
  }, 60_000);

  it("says to leave `updated:` out of a history file", async ({ contentDir }) => {
    const file = join(contentDir, "history", "guides", "Cookie-Notice", "2026-02-01.md");
    const text = await readFile(file, "utf8");
    await writeFile(file, text.replace(/^---\n/, "---\nupdated: 2026-05-01\n"));
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*history\/guides\/Cookie-Notice\/2026-02-01\.md:2: invalid front matter: leave `updated:` out of a history file: its date is its file name$/,
    );
  }, 60_000);

  it("names the language, the text and the file of interface text left out", async ({
    contentDir,
  }) => {
    const file = join(contentDir, "messages.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^ {2}dismiss: .*\n/m, ""));
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*\/messages\.ts: invalid interface text \(en\): missing `dismiss`$/,
    );
  }, 60_000);

  it("names the file to create, and the one to copy, for a language without interface text", async ({
    contentDir,
  }) => {
    const config = join(contentDir, "site.config.ts");
    const text = await readFile(config, "utf8");
    await writeFile(
      config,
      text.replace(
        "siteUrl:",
        'languages: [{ code: "en", name: "English" }, { code: "fr", name: "Français" }],\n  siteUrl:',
      ),
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*\/fr\/messages\.ts: the site has no interface text in fr\n {2}Create it: copy .*\/messages\.ts there and translate each text\.$/,
    );
  }, 60_000);

  it("names the line of a site configuration that is not valid TypeScript", async ({
    contentDir,
  }) => {
    const config = join(contentDir, "site.config.ts");
    const text = await readFile(config, "utf8");
    await writeFile(config, text.replace(/(productName: "[^"]*"),/, "$1"));
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*\/site\.config\.ts:\d+:\d+: the site configuration is not valid TypeScript: Expected `,` or `}` but found `Identifier`$/,
    );
  }, 60_000);

  it("names a content folder that does not exist, and nothing of the bundler's loading", async ({
    contentDir,
  }) => {
    const missing = join(contentDir, "nowhere");
    const output = await failedBuild(missing);
    expect(output).not.toContain("failed to load config");
    expect(mistakeOf(output)).toBe(
      `✖ the build's environment is wrong: CONTENT_DIR must be a folder that exists: the content to build (got ${JSON.stringify(missing)})`,
    );
  }, 60_000);

  it("names an image whose file is cut short, and leaves the build being served as it was", async ({
    contentDir,
  }) => {
    const served = join(contentDir, "build", "client", "index.html");
    await mkdir(dirname(served), { recursive: true });
    await writeFile(served, "the build being served");
    const image = join(contentDir, "images", "shapes.png");
    const bytes = await readFile(image);
    await writeFile(image, bytes.subarray(0, bytes.length / 2));
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*pages\/long-read\.md: image \.\.\/images\/shapes\.png: the file is damaged and cannot be read \(.+\): export it again$/,
    );
    expect(await readFile(served, "utf8")).toBe("the build being served");
    expect(await readdir(join(contentDir, "build"))).toEqual(["client"]);
  }, 60_000);

  it("names both files when two claim one path", async ({ contentDir }) => {
    await writeFile(
      join(contentDir, "pages", "cookies-copy.md"),
      "---\ntitle: Cookies again\ndescription: A second page at the same path.\npath: /guides/Cookie-Notice\n---\n\nText.\n",
    );
    const output = await failedBuild(contentDir);
    expect(output).toMatch(
      /pages\/cookie-notice\.md and .*pages\/cookies-copy\.md both claim the page \/guides\/Cookie-Notice/,
    );
  }, 60_000);

  it("names the file whose path is under /assets", async ({ contentDir }) => {
    await writeFile(
      join(contentDir, "pages", "assets.md"),
      "---\ntitle: Assets\ndescription: A page where the site keeps its files.\npath: /assets/Logo\n---\n\nText.\n",
    );
    const output = await failedBuild(contentDir);
    expect(output).toContain("pages/assets.md: path: /assets/Logo is taken by the site itself");
  }, 60_000);

  it("names both files of two releases with one version", async ({ contentDir }) => {
    await writeFile(
      join(contentDir, "releases", "1.0.0-again.md"),
      '---\nversion: "1.0.0"\ndate: 2026-10-02\n---\n\nText.\n',
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*releases\/1\.0\.0-again\.md and .*releases\/1\.0\.0\.md are both version 1\.0\.0\n/,
    );
  }, 60_000);

  it.for([
    ["version: 1.0", "version: must be text"],
    ['version: "one"', "version: must be a version as the app shows it"],
  ])(
    "names the release whose version is malformed (%s)",
    { timeout: 60_000 },
    async ([line, message], { contentDir }) => {
      await writeFile(
        join(contentDir, "releases", "bad.md"),
        `---\n${line}\ndate: 2026-10-02\n---\n\nText.\n`,
      );
      const mistake = mistakeOf(await failedBuild(contentDir));
      expect(mistake).toMatch(/^✖ .*releases\/bad\.md:2: invalid front matter: /);
      expect(mistake).toContain(message);
    },
  );

  it("names the release whose date is not a date", async ({ contentDir }) => {
    await writeFile(
      join(contentDir, "releases", "bad.md"),
      '---\nversion: "2.0.0"\ndate: 2026-02-30\n---\n\nText.\n',
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*releases\/bad\.md:3: invalid front matter: date: must be a date written as YYYY-MM-DD/,
    );
  }, 60_000);

  it("asks an upcoming legal version for the day it was announced, on or before it takes effect", async ({
    contentDir,
  }) => {
    const file = join(contentDir, "terms-conditions.md");
    const source = await readFile(file, "utf8");
    await mkdir(join(contentDir, "history", "TermsConditions"));
    await writeFile(
      join(contentDir, "history", "TermsConditions", "2026-11-01.md"),
      source.replace(/^updated: .*\n/m, "").replace(/^colorMode: .*\n/m, ""),
    );
    await writeFile(file, source.replace(/^updated: .*$/m, "updated: 2027-01-15"));
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*terms-conditions\.md: announced: missing: updated: 2027-01-15 is after the build's date/,
    );
    await writeFile(
      file,
      source.replace(/^updated: .*$/m, "updated: 2027-01-15\nannounced: 2027-01-20"),
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*terms-conditions\.md: announced: 2027-01-20 is after updated: 2027-01-15/,
    );
  }, 120_000);

  it("names the draft a navigation link leads to", async ({ contentDir }) => {
    const file = join(contentDir, "site.config.ts");
    const config = await readFile(file, "utf8");
    await writeFile(
      file,
      config.replace(
        '{ label: "Terms and Conditions", path: "/TermsConditions" },',
        '{ label: "Terms and Conditions", path: "/TermsConditions" },\n      { label: "Beta", path: "/Beta" },',
      ),
    );
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*site\.config\.ts: navigation\.footer links to \/Beta, which this build leaves out \(.*pages\/beta\.md: a draft \(draft: true\)\)/,
    );
  }, 60_000);

  it("stops at a file of content/files that would not be published as it is, before bundling", async ({
    contentDir,
  }) => {
    await writeFile(join(contentDir, "files", "about.html"), "<p>About</p>\n");
    const output = await failedBuild(contentDir);
    expect(existsSync(join(contentDir, "build"))).toBe(false);
    expect(mistakeOf(output)).toMatch(
      /^✖ .*files\/about\.html: a \.html file is not published as it is \(only \.txt, \.json, \.pdf, \.zip, \.png, \.jpg\): a page is written in Markdown in content\/pages\/, and a page's images go in content\/images\/$/,
    );
  }, 60_000);

  it("stops at a file of content/files that the build writes itself", async ({ contentDir }) => {
    await writeFile(join(contentDir, "files", "apple-touch-icon.png"), "not an icon");
    expect(mistakeOf(await failedBuild(contentDir))).toMatch(
      /^✖ .*files\/apple-touch-icon\.png: \/apple-touch-icon\.png is an address of the icon of an iPhone's home screen, which the site writes itself: rename yours, or remove it$/,
    );
  }, 120_000);
});

describe.concurrent("a malformed app identity stops the build, naming the field (SPEC §18)", () => {
  const good = {
    ios: { appId: "A1B2C3D4E5.com.example.app", appStoreId: "1234567890" },
    android: { package: "com.example.app", sha256CertFingerprints: [`${"AB:".repeat(31)}CD`] },
  };
  it.for([
    [
      "app.ios.appId",
      { ...good, ios: { ...good.ios, appId: "com.example.app" } },
      "must be the team id",
    ],
    [
      "app.ios.appId",
      { ...good, ios: { ...good.ios, appId: "a1b2c3d4e5.com.example.app" } },
      "must be the team id",
    ],
    [
      "app.ios.appStoreId",
      { ...good, ios: { ...good.ios, appStoreId: "id123" } },
      "must be the app's number on the App Store",
    ],
    [
      "app.android.package",
      { ...good, android: { ...good.android, package: "example" } },
      "must be an Android package name",
    ],
    [
      "app.android.sha256CertFingerprints[0]",
      { ...good, android: { ...good.android, sha256CertFingerprints: ["ab:cd"] } },
      "must be a SHA-256 fingerprint",
    ],
    [
      "app.exclude",
      { ...good, exclude: ["/invite/help"] },
      "keeps paths of app.links in the browser, and app.links lists none",
    ],
  ])("%s", { timeout: 60_000 }, async ([field, app, message], { contentDir }) => {
    const file = join(contentDir, "site.config.ts");
    const config = await readFile(file, "utf8");
    await writeFile(
      file,
      config.replace("  navigation: {", `  app: ${JSON.stringify(app)},\n  navigation: {`),
    );
    const mistake = mistakeOf(await failedBuild(contentDir));
    expect(mistake).toMatch(/^✖ .*site\.config\.ts: invalid site configuration: /);
    expect(mistake).toContain(`${field}: ${message}`);
  });
});

/**
 * Gives the test site's Terms a next version with these dates (`updated: …\nannounced: …`) and
 * `text` added, its present one kept in `history/` as in force since 1 November 2026.
 */
async function nextTerms(contentDir: string, dates: string, text = "") {
  const file = join(contentDir, "terms-conditions.md");
  const source = await readFile(file, "utf8");
  await mkdir(join(contentDir, "history", "TermsConditions"));
  await writeFile(
    join(contentDir, "history", "TermsConditions", "2026-11-01.md"),
    source.replace(/^updated: .*\n/m, "").replace(/^colorMode: .*\n/m, ""),
  );
  await writeFile(file, `${source.replace(/^updated: .*$/m, dates)}${text}`);
}

it("fails, saying what to do, when React Router's command cannot be started, the build served left as it was", async ({
  contentDir,
}) => {
  const buildDir = join(contentDir, "build");
  await mkdir(join(buildDir, "client"), { recursive: true });
  await writeFile(join(buildDir, "client", "index.html"), "the build served");
  // Node alone on the PATH, as when the script is run without npm and without node_modules/.bin.
  const failure = await run(process.execPath, ["scripts/build.ts"], {
    env: {
      ...process.env,
      PATH: dirname(process.execPath),
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
    },
  }).then(
    () => {
      throw new Error("the build succeeded without React Router's command");
    },
    (error: { code: number; stderr: string }) => error,
  );
  expect(failure.code).not.toBe(0);
  expect(failure.stderr).toContain(
    "The build could not start React Router's command (spawn react-router ENOENT): run npm install, then npm run build.",
  );
  expect(await readdir(buildDir)).toEqual(["client"]);
  expect(await readFile(join(buildDir, "client", "index.html"), "utf8")).toBe("the build served");
});

/** Runs the real build (`npm run build`) on a content folder as of 1 December 2026. */
const builtOnDecember1 = (contentDir: string, buildDir: string) =>
  run(process.execPath, ["scripts/build.ts"], {
    env: {
      ...process.env,
      CONTENT_DIR: contentDir,
      BUILD_DIR: buildDir,
      BUILD_DATE: "2026-12-01",
    },
  });

/** The project's generated route types (`react-router typegen`): each file's path and time. */
async function routeTypes(): Promise<Record<string, number>> {
  const folder = fileURLToPath(new URL("../.react-router/types", import.meta.url));
  if (!existsSync(folder)) return {};
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const times = files
    .filter((file) => file.isFile())
    .map(async (file) => {
      const path = join(file.parentPath, file.name);
      return [path, (await stat(path)).mtimeMs] as const;
    });
  return Object.fromEntries(await Promise.all(times));
}

/** Expects none of these files of a build's site to hold any of `words`, naming the file. */
async function expectNoneHold(site: string, files: string[], words: string[]) {
  for (const file of files) {
    const text = await readFile(join(site, file), "utf8");
    for (const word of words) expect(text, file).not.toContain(word);
  }
}

describe.concurrent("a production build (SPEC §16, §17)", () => {
  it("leaves drafts and scheduled releases out of every output, says so, warns of a short notice, and leaves the project's route types as they were", async ({
    contentDir,
  }) => {
    const buildDir = join(contentDir, "build");
    const routeTypesBefore = await routeTypes();
    // A build being served, which the new one replaces whole once complete.
    await mkdir(join(buildDir, "client"), { recursive: true });
    await writeFile(join(buildDir, "client", "Gone.html"), "a page of the build served");
    await writeFile(join(buildDir, "gone.txt"), "a file of the build served");
    // Ten days' notice, where the site asks for thirty.
    await nextTerms(contentDir, "updated: 2026-12-11\nannounced: 2026-12-01");
    const { stdout, stderr } = await builtOnDecember1(contentDir, buildDir);
    const log = stripVTControlCharacters(stdout);
    expect(log).toMatch(/^Left out: .*pages\/beta\.md: a draft \(draft: true\)$/m);
    expect(log).toMatch(
      /^Left out: .*releases\/1\.1\.0\.md: scheduled: dated 2026-12-15, after the build's date \(2026-12-01\)$/m,
    );
    const shortNotice =
      "⚠ Short notice: /TermsConditions/2026-12-11 takes effect on 2026-12-11, 10 days after it was announced (2026-12-01); legal.noticeDays asks for 30.";
    // Printed as it comes, then again after the build's last line, with the other warnings.
    const [during, summary] = stripVTControlCharacters(stderr).split("\nBuilt, with ");
    expect(during).toContain(shortNotice);
    expect(summary).toMatch(/^\d+ warnings? about the content:\n/);
    expect(summary?.split("\n")).toContain(shortNotice);
    const site = join(buildDir, "client");
    for (const absent of ["Beta.html", "Beta.data", "Beta.md", "social/Beta.png"]) {
      expect(existsSync(join(site, absent)), absent).toBe(false);
    }
    await expectNoneHold(
      site,
      [
        "sitemap.xml",
        "llms.txt",
        "WhatsNew.html",
        "WhatsNew.md",
        "WhatsNew/feed.atom",
        "legal/index.json",
      ],
      ["Beta", "1.1.0"],
    );
    expect((await readdir(buildDir)).toSorted()).toEqual([
      "client",
      "nginx.conf",
      "schedule.json",
      "server",
      "worker.js",
      "wrangler.jsonc",
    ]);
    expect(existsSync(join(site, "Gone.html"))).toBe(false);
    expect(log).not.toContain(".building");
    // React Router's prerendering wrote them (docs/upstream/prerendering-writes-route-types.md):
    // two builds side by side removed each other's, and one failed.
    expect(await routeTypes()).toEqual(routeTypesBefore);
    expect(JSON.parse(await readFile(join(buildDir, "schedule.json"), "utf8"))).toEqual({
      buildDate: "2026-12-01",
      due: [
        { date: "2026-12-11", what: "the new version of /TermsConditions" },
        { date: "2026-12-15", what: "the release of releases/1.1.0.md" },
      ],
    });
  }, 120_000);

  it("leaves a legal version announced after the build's date out of every output, the version in force shown as before", async ({
    contentDir,
  }) => {
    const buildDir = join(contentDir, "build");
    await nextTerms(
      contentDir,
      "updated: 2027-01-15\nannounced: 2026-12-10",
      "\nA clause not yet announced.\n",
    );
    const { stdout } = await builtOnDecember1(contentDir, buildDir);
    expect(stripVTControlCharacters(stdout)).toMatch(
      /^Left out: .*terms-conditions\.md: announced on 2026-12-10, after the build's date \(2026-12-01\)$/m,
    );
    const site = join(buildDir, "client");
    for (const absent of ["TermsConditions/2027-01-15.html", "TermsConditions/2027-01-15.md"]) {
      expect(existsSync(join(site, absent)), absent).toBe(false);
    }
    const page = await readFile(join(site, "TermsConditions.html"), "utf8");
    expect(page).toContain("This page sets <code>colorMode: light</code>.");
    await expectNoneHold(
      site,
      [
        "TermsConditions.html",
        "TermsConditions.data",
        "TermsConditions.md",
        "legal/feed.atom",
        "legal/index.json",
        "sitemap.xml",
        "llms.txt",
      ],
      ["2027-01-15", "not yet announced"],
    );
    expect(JSON.parse(await readFile(join(buildDir, "schedule.json"), "utf8"))).toEqual({
      buildDate: "2026-12-01",
      due: [
        { date: "2026-12-10", what: "the announcement of /TermsConditions/2027-01-15" },
        { date: "2026-12-15", what: "the release of releases/1.1.0.md" },
      ],
    });
  }, 120_000);
});
