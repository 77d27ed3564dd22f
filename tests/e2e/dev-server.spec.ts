import { spawn } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePorts } from "../../harness/free-port.ts";
import { needsNodeServer } from "../../harness/servers.ts";
import { copyContentFixture } from "../../node-shared/content-fixture.ts";

// `npm run dev` as a site owner runs it: on the PORT and HOST `npm start` takes, showing drafts,
// and saying in the terminal when a new content file needs a restart.
test("the development server listens on PORT and HOST, shows drafts marked, and says when a new page needs a restart", async () => {
  needsNodeServer("the development server runs on Node, whatever the host");
  test.setTimeout(120_000);
  const contentDir = await copyContentFixture("dev-content-");
  const [port] = await freePorts(1);
  const child = spawn("npm", ["run", "--silent", "dev"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTENT_DIR: contentDir,
      // Plain text, to read the terminal as a site owner does.
      FORCE_COLOR: "0",
      NO_COLOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      output += chunk;
    });
  }
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`http://127.0.0.1:${port}/`);
    const response = await fetch(`http://127.0.0.1:${port}/PrivacyPolicy`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Privacy Policy");

    // Drafts and releases dated after the build's date are shown, marked (SPEC §16).
    const draft = await fetch(`http://127.0.0.1:${port}/Beta`);
    expect(draft.status).toBe(200);
    const draftPage = await draft.text();
    expect(draftPage).toContain("Join the beta programme.");
    expect(draftPage).toContain("Draft: shown only while you develop the site, never published.");
    const releases = await (await fetch(`http://127.0.0.1:${port}/WhatsNew`)).text();
    // React separates adjacent texts with an empty comment.
    expect(releases).toMatch(/Version 1\.1\.0(<!-- -->)?: Scheduled/);
    expect(releases).toMatch(
      /Scheduled: published by the first build on or after (<!-- -->)?<time[^>]*>15 December 2026/,
    );

    await writeFile(
      join(contentDir, "pages", "pricing.md"),
      "---\ntitle: Pricing\ndescription: What it costs.\npath: /Pricing\n---\n\nFree.\n",
    );
    await expect
      .poll(() => output, { timeout: 30_000 })
      .toMatch(/pages\/pricing\.md was added: restart npm run dev to serve its page/);
  } finally {
    // The whole group: npm, and the development server it started.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await rm(contentDir, { recursive: true, force: true });
  }
});
