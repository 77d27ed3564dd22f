import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePorts } from "../../harness/free-port.ts";
import { FIXTURE_URL, needsNodeServer } from "../../harness/servers.ts";
import { copyContentFixture } from "../../node-shared/content-fixture.ts";
import { waitForHydration } from "./support/site.ts";

/**
 * Holds `.react-router/` for one development server starting (or restarting) at a time: each
 * writes its route types there as it starts, and two starting side by side remove each other's
 * folder. The lock
 * names the test process holding it, so that one left by a run that was killed is taken over.
 */
async function startingAlone<T>(start: () => Promise<T>): Promise<T> {
  const lock = join(".react-router", "starting-dev-server.lock");
  await mkdir(".react-router", { recursive: true });
  await expect.poll(() => takeLock(lock), { timeout: 120_000 }).toBe(true);
  try {
    return await start();
  } finally {
    await rm(lock, { force: true });
  }
}

async function takeLock(lock: string): Promise<boolean> {
  const file = await open(lock, "wx").catch(() => undefined);
  if (file) {
    await file.writeFile(String(process.pid));
    await file.close();
    return true;
  }
  const holder = Number(await readFile(lock, "utf8").catch(() => ""));
  if (holder > 0 && !isRunning(holder)) await rm(lock, { force: true });
  return false;
}

/**
 * Sends `signal` to a process, or a group (a negative pid), and says whether it is there (one
 * that may not be signalled is); `signal` 0 only asks.
 */
function signalled(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

const isRunning = (pid: number) => signalled(pid, 0);

/**
 * `npm run dev` as a site owner runs it, on a copy of the test site's content (changed first by
 * `prepare`, when given).
 */
async function startDevServer(prefix: string, prepare?: (contentDir: string) => Promise<void>) {
  return startingAlone(() => startedDevServer(prefix, prepare));
}

async function startedDevServer(
  prefix: string,
  prepare: ((contentDir: string) => Promise<void>) | undefined,
) {
  const contentDir = await copyContentFixture(prefix);
  await prepare?.(contentDir);
  const [port] = await freePorts(1);
  const child: ChildProcess = spawn("npm", ["run", "--silent", "dev"], {
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
    stream?.on("data", (chunk) => {
      output += chunk;
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // The whole group: npm, and the development server it started, unless all have exited.
    if (child.pid) signalled(-child.pid, "SIGTERM");
    await rm(contentDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`${origin}/`);
  } catch (error) {
    await stop();
    throw new Error(`npm run dev did not start on ${origin}; it printed:\n${output}`, {
      cause: error,
    });
  }
  return { contentDir, origin, output: () => output, stop };
}

test.beforeEach(() => {
  needsNodeServer("the development server runs on Node, whatever the host");
  test.setTimeout(120_000);
});

/**
 * Writes a file whole, as most editors save one: a new file moved into place, from beside the
 * content folder (`file` is in it).
 */
async function saveWhole(file: string, text: string) {
  const draft = join(tmpdir(), `${randomUUID()}-${basename(file)}`);
  await writeFile(draft, text);
  await rename(draft, file);
}

/**
 * The addresses the site's own code has loaded again in this tab: its reload guard's record
 * (SPEC §5). An edit reaches the open page through Vite, which updates it in place and may load
 * it again (a content edit sends several updates of one module); the site's code, whose reloads
 * are for new deployments and missing scripts, must not take either for one.
 */
async function reloadsBySite(page: Page): Promise<string[]> {
  const stored = await page.evaluate(() => sessionStorage.getItem("app:reloads"));
  return Object.keys(JSON.parse(stored ?? "{}") as Record<string, unknown>);
}

/** The addresses a sitemap lists (`<loc>`), sorted. */
async function sitemapAddresses(url: string): Promise<string[]> {
  const xml = await (await fetch(url)).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? "").sort();
}

/** The status of a page of the development server, and its text (none while it restarts). */
async function pageAt(url: string) {
  const response = await fetch(url).catch(() => undefined);
  return { status: response?.status, text: (await response?.text()) ?? "" };
}

// On the PORT and HOST `npm start` takes, showing drafts, and following the pages that come, move
// and go as the content folder changes, though React Router reads the route table once.
test("the development server listens on PORT and HOST, shows drafts marked, and serves a page added, moved or removed", async () => {
  // The tests' build date is 1 December 2026; the next Cookie Notice is announced on the 10th.
  const dev = await startDevServer("dev-content-", async (contentDir) => {
    const file = join(contentDir, "pages", "cookie-notice.md");
    const source = await readFile(file, "utf8");
    await writeFile(
      file,
      source.replace(/^updated: .*$/m, "updated: 2027-01-15\nannounced: 2026-12-10"),
    );
  });
  try {
    const response = await fetch(`${dev.origin}/PrivacyPolicy`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Privacy Policy");

    // Drafts and releases dated after the build's date are shown, marked (SPEC §16).
    const draft = await fetch(`${dev.origin}/Beta`);
    expect(draft.status).toBe(200);
    const draftPage = await draft.text();
    expect(draftPage).toContain("Join the beta programme.");
    expect(draftPage).toContain("Draft: shown only while you develop the site, never published.");
    const releases = await (await fetch(`${dev.origin}/WhatsNew`)).text();
    // React separates adjacent texts with an empty comment.
    expect(releases).toMatch(/Version 1\.1\.0(<!-- -->)?: Scheduled/);
    expect(releases).toMatch(
      /Scheduled: published by the first build on or after (<!-- -->)?<time[^>]*>15 December 2026/,
    );
    // The home page names it as the latest, marked too.
    const home = await (await fetch(`${dev.origin}/`)).text();
    expect(home).toMatch(
      /New in version 1\.1\.0<\/a>.*Scheduled: published by the first build on or after (<!-- -->)?<time[^>]*>15 December 2026/s,
    );
    // A legal version announced after the build's date: on the page's notice and its own page.
    const announcement =
      /Scheduled: published by the first build on or after (<!-- -->)?<time[^>]*>10 December 2026/;
    const notice = await (await fetch(`${dev.origin}/guides/Cookie-Notice`)).text();
    expect(notice).toMatch(
      new RegExp(`aria-labelledby="upcoming-heading".*${announcement.source}`, "s"),
    );
    const upcoming = await fetch(`${dev.origin}/guides/Cookie-Notice/2027-01-15`);
    expect(upcoming.status).toBe(200);
    expect(await upcoming.text()).toMatch(announcement);
    // A draft dated after the build's date is a draft: no build publishes it while it says so.
    await writeFile(
      join(dev.contentDir, "releases", "1.2.0.md"),
      '---\nversion: "1.2.0"\ndate: 2026-12-20\ntitle: Unfinished\ndraft: true\n---\n\nNot written yet.\n',
    );
    const section = async () =>
      (await pageAt(`${dev.origin}/WhatsNew`)).text.match(
        /<section id="v1\.2\.0".*?<\/section>/s,
      )?.[0];
    await expect.poll(section, { timeout: 30_000 }).toContain("Not written yet.");
    const unfinished = await section();
    expect(unfinished).toContain("Draft: shown only while you develop the site, never published.");
    expect(unfinished).not.toContain("Scheduled");

    const pricing = join(dev.contentDir, "pages", "pricing.md");
    const pricingPage = (path: string) =>
      `---\ntitle: Pricing\ndescription: What it costs.\npath: ${path}\n---\n\nFree.\n`;
    const save = (path: string) => saveWhole(pricing, pricingPage(path));
    const restarts = () => dev.output().match(/restarting to serve them/g)?.length ?? 0;
    // Each restart writes the route types again, as a start does: no other server starts meanwhile.
    await startingAlone(async () => {
      expect((await pageAt(`${dev.origin}/Pricing`)).status).toBe(404);
      await save("/Pricing");
      await expect
        .poll(dev.output, { timeout: 30_000 })
        .toContain("The site's pages changed (added /Pricing): restarting to serve them.");
      await expect
        .poll(() => pageAt(`${dev.origin}/Pricing`), { timeout: 60_000 })
        .toEqual({
          status: 200,
          text: expect.stringContaining("Free."),
        });
      expect(restarts()).toBe(1);
      expect(await sitemapAddresses(`${dev.origin}/sitemap.xml`)).toContain(
        "https://fixture.example.com/Pricing",
      );

      // Saved in place, in two steps, as some editors save: emptied, then written while the watcher
      // is still silent about the file after telling the first change. The server reads the
      // folder once it has settled, and restarts once, for the file as written: the emptied file
      // is no page, and read, it would have the server restart for /Pricing's going first.
      await writeFile(pricing, "");
      await new Promise((done) => setTimeout(done, 20));
      await writeFile(pricing, pricingPage("/Plans"));
      await expect
        .poll(dev.output, { timeout: 30_000 })
        .toContain("The site's pages changed (added /Plans; removed /Pricing)");
      await expect
        .poll(
          async () => [
            (await pageAt(`${dev.origin}/Plans`)).status,
            (await pageAt(`${dev.origin}/Pricing`)).status,
          ],
          { timeout: 60_000 },
        )
        .toEqual([200, 404]);
      expect(restarts()).toBe(2);

      await rm(pricing);
      await expect
        .poll(async () => (await pageAt(`${dev.origin}/Plans`)).status, { timeout: 60_000 })
        .toBe(404);
      expect(dev.output()).toContain("The site's pages changed (removed /Plans)");
      const listed = await sitemapAddresses(`${dev.origin}/sitemap.xml`);
      expect(listed).toContain("https://fixture.example.com/PrivacyPolicy");
      expect(listed).not.toContain("https://fixture.example.com/Plans");
      // Every restart said has ended before another server may start.
      const said = (text: string) => dev.output().split(text).length - 1;
      await expect
        .poll(() => said("server restarted.") === said("restarting to serve them."), {
          timeout: 60_000,
        })
        .toBe(true);
    });
  } finally {
    await dev.stop();
  }
});

// A site owner edits with the page open beside the editor: what they save shows in it, and a
// mistake shows there too, with the build's message, until it is put right.
test("the development server shows an edit to the content in the open page at once, a mistake with its file and place, and a new release", async ({
  page,
}) => {
  const dev = await startDevServer("dev-edits-");
  try {
    await page.goto(`${dev.origin}/Long-Read`);
    await waitForHydration(page);
    const file = join(dev.contentDir, "pages", "long-read.md");
    const source = await readFile(file, "utf8");
    await saveWhole(
      file,
      source
        .replace('title: "Long read"', 'title: "A longer read"')
        .replace("Paragraph 1 ", "First "),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("A longer read");
    await expect(page.getByText("First of the long read")).toBeVisible();

    await saveWhole(file, source.replace('title: "Long read"', 'titel: "Long read"'));
    const overlay = page.locator("vite-error-overlay");
    await expect(overlay).toContainText(
      "long-read.md: invalid front matter: missing `title`; unknown key `titel`",
    );

    await saveWhole(file, source);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Long read");
    await expect(page.getByText("Paragraph 1 of the long read")).toBeVisible();

    expect(await reloadsBySite(page)).toEqual([]);

    // A file the server has not read before: a release, on a page that is already there.
    await page.goto(`${dev.origin}/WhatsNew`);
    await waitForHydration(page);
    await saveWhole(
      join(dev.contentDir, "releases", "1.0.1.md"),
      '---\nversion: "1.0.1"\ndate: 2026-11-20\n---\n\nFixed: totals in a shared group.\n',
    );
    await expect(page.getByText("Fixed: totals in a shared group.")).toBeVisible();
    expect(await reloadsBySite(page)).toEqual([]);

    // The site configuration saved with a slip: the page names its line, and the server goes on
    // answering, the icons drawn from the configuration included, until it is put right.
    const config = join(dev.contentDir, "site.config.ts");
    const settings = await readFile(config, "utf8");
    await saveWhole(config, settings.replace('label: "Terms"', 'label: "Terms",,'));
    await expect(overlay).toContainText(
      /site\.config\.ts:\d+: the site configuration is not valid TypeScript/,
    );
    expect((await fetch(`${dev.origin}/manifest.webmanifest`)).status).toBe(500);
    await saveWhole(config, settings);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByText("Fixed: totals in a shared group.")).toBeVisible();
    expect((await fetch(`${dev.origin}/manifest.webmanifest`)).status).toBe(200);
  } finally {
    await dev.stop();
  }
});

// The feeds, Markdown copies, lists and the sitemap the build writes beside the pages (SPEC §11,
// §15–§17, §19) are made from the content as it is when they are asked for, drafts included as
// the pages show them.
test("the development server serves the feeds and Markdown copies the pages link to, the sitemap, and the owner's files, from the content as it is now", async ({
  page,
}) => {
  const dev = await startDevServer("dev-files-");
  try {
    const links = new Set<string>();
    for (const path of ["/PrivacyPolicy", "/WhatsNew", "/Beta"]) {
      await page.goto(`${dev.origin}${path}`);
      const hrefs = await page
        .locator('a[href$=".atom"], link[type="text/markdown"], link[type="application/atom+xml"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("href") ?? ""));
      for (const href of hrefs) links.add(new URL(href, dev.origin).pathname);
    }
    expect([...links].sort()).toEqual([
      "/Beta.md",
      "/PrivacyPolicy.md",
      "/WhatsNew.md",
      "/WhatsNew/feed.atom",
      "/legal/feed.atom",
    ]);
    const types: Record<string, string> = {
      ".md": "text/markdown; charset=utf-8",
      ".atom": "application/atom+xml",
    };
    for (const path of links) {
      const response = await fetch(`${dev.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe(
        types[/\.\w+$/.exec(path)?.[0] ?? ""],
      );
    }

    // The draft page and the scheduled release are in them, as on the pages.
    expect(await (await fetch(`${dev.origin}/Beta.md`)).text()).toBe(
      "# Beta programme\n\nJoin the beta programme.\n",
    );
    expect(await (await fetch(`${dev.origin}/WhatsNew/feed.atom`)).text()).toContain(
      '<title type="html"><![CDATA[Fixture 1.1.0: Scheduled]]></title>',
    );
    const llms = await fetch(`${dev.origin}/llms.txt`);
    expect(llms.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await llms.text()).toContain(`(https://fixture.example.com/Beta.md)`);
    // The sitemap, of the pages as rendered now: the built site's, and the draft page.
    const sitemap = await fetch(`${dev.origin}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(await sitemapAddresses(`${dev.origin}/sitemap.xml`)).toEqual(
      [
        ...(await sitemapAddresses(`${FIXTURE_URL}/sitemap.xml`)),
        "https://fixture.example.com/Beta",
      ].sort(),
    );
    const index = await fetch(`${dev.origin}/legal/index.json`);
    expect(index.headers.get("content-type")).toBe("application/json");
    expect((await index.json()) as unknown).toHaveProperty("documents");

    // An edit shows at the next request, as on the pages. (Written whole: a file saved in two
    // steps may restart the server meanwhile, which the test above follows.)
    const beta = join(dev.contentDir, "pages", "beta.md");
    await writeFile(
      `${dev.contentDir}.beta`,
      '---\ntitle: "Beta programme"\ndescription: "A draft."\npath: /Beta\ndraft: true\n---\n\nThe beta is full.\n',
    );
    await rename(`${dev.contentDir}.beta`, beta);
    await expect
      .poll(async () => (await fetch(`${dev.origin}/Beta.md`)).text(), { timeout: 30_000 })
      .toBe("# Beta programme\n\nThe beta is full.\n");

    // The owner's own files, as they are now (content/files/).
    const kit = await fetch(`${dev.origin}/press/kit.pdf`);
    expect(kit.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await kit.arrayBuffer())).toEqual(
      await readFile(join(dev.contentDir, "files", "press", "kit.pdf")),
    );
    await writeFile(join(dev.contentDir, "files", "app-ads.txt"), "edited\n");
    const ads = await fetch(`${dev.origin}/app-ads.txt`);
    expect(ads.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await ads.text()).toBe("edited\n");
    expect((await fetch(`${dev.origin}/press/.notes.txt`)).status).toBe(404);

    // What the content makes no file of is the development server's not-found page, as before;
    // a missing file of the build's own is a plain 404, as on every host.
    expect((await fetch(`${dev.origin}/Nothing.md`)).status).toBe(404);
    for (const path of ["/.well-known/nothing", "/assets/nothing.js", "/_app/builds/meta/x.json"]) {
      const missing = await fetch(`${dev.origin}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
      expect(await missing.text(), path).toBe("404 Not Found\n");
    }
  } finally {
    await dev.stop();
  }
});

// The redirects of the site configuration, and the build manifest the browser reads to follow them
// in a navigation and to check for a newer build, as the hosts answer them (SPEC §5, §10).
test("the development server applies the configured redirects, in a document request and in a navigation in the browser, with nothing in the console", async ({
  page,
}) => {
  const dev = await startDevServer("dev-redirects-");
  try {
    // The fixture site redirects /old-dark to /PrivacyPolicy.
    const response = await fetch(`${dev.origin}/old-dark?from=mail`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/PrivacyPolicy?from=mail");

    const problems: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) problems.push(message.text());
    });
    const manifest = page.waitForResponse(/\/_app\/builds\/meta\//);
    await page.goto(`${dev.origin}/`);
    await waitForHydration(page);
    expect((await manifest).status()).toBe(200);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("link", { name: "Old address of the dark page" }).click();
    await expect(page).toHaveURL(`${dev.origin}/PrivacyPolicy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forced dark");
    expect(documents).toEqual([]);

    // The deployed build is the one the page runs: no reload is offered.
    const config = JSON.parse((await page.locator("#app-config").textContent()) ?? "{}") as {
      buildId: string;
    };
    const latest = await fetch(`${dev.origin}/_app/builds/latest.json`);
    expect(((await latest.json()) as { id: string }).id).toBe(config.buildId);
    expect(problems).toEqual([]);
  } finally {
    await dev.stop();
  }
});
