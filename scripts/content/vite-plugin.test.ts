import { EventEmitter } from "node:events";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteContent } from "#contracts/content.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";
import { contentPlugin } from "./vite-plugin.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const validSiteConfig = {
  productName: "P",
  tagline: "T",
  company: { name: "C", address: ["A"] },
  contactEmail: "a@example.com",
  siteUrl: "https://example.com/",
  redirects: [{ from: "/old", to: "/PrivacyPolicy" }],
};

const legal = (extra = "") =>
  `---\ntitle: Terms\ndescription: The terms.\nupdated: 2026-11-01\n${extra}---\n\n## One\n\nText.\n`;
const home =
  "---\ntitle: Home\ndescription: D.\nupdated: 2026-11-01\nhero:\n  heading: H\n  lead: L\n---\n";

/** The pages module's source, as the plugin makes it when a page is first rendered. */
function pagesModule(plugin: ReturnType<typeof contentPlugin>) {
  const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
  return load.call({ addWatchFile() {} }, "\0virtual:site-content");
}

/** The pages module of a content folder with the three fixed pages, one of them as given. */
async function loadPages(file: string, text: string): Promise<SiteContent> {
  await copyFile("content/messages.ts", join(dir, "messages.ts"));
  const files = { "home.md": home, "privacy-policy.md": legal(), "terms-conditions.md": legal() };
  for (const [name, source] of Object.entries({ ...files, [file]: text })) {
    await writeFile(join(dir, name), source);
  }
  await writeFile(
    join(dir, "site.config.ts"),
    `export default ${JSON.stringify(validSiteConfig)};`,
  );
  const plugin = contentPlugin({ contentDir: dir });
  const code = await pagesModule(plugin);
  return JSON.parse(String(code).replace(/^export default |;$/g, ""));
}

describe("content plugin", () => {
  it("compiles every page into the pages module", async () => {
    const content = await loadPages("terms-conditions.md", legal());
    expect(content.pages["/TermsConditions"]?.frontMatter).toEqual({
      title: "Terms",
      description: "The terms.",
      updated: "2026-11-01",
      changes: [],
      path: "/TermsConditions",
      layout: "legal",
    });
    expect(content.pages["/TermsConditions"]?.toc).toEqual([{ id: "one", text: "One" }]);
    expect(content.homes["/"]?.frontMatter.hero.heading).toBe("H");
  });

  it("refuses colorMode: system, naming the file and the key", async () => {
    const error = await loadPages("privacy-policy.md", legal("colorMode: system\n")).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain("privacy-policy.md:5: invalid front matter: colorMode:");
    expect(error.message).toContain("colorMode");
  });

  it("refuses headings with no words, naming the file, the first line and the others", async () => {
    const error = await loadPages(
      "terms-conditions.md",
      `${legal()}\n###\n\nText.\n\n## \n\n#\n`,
    ).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(
      /terms-conditions\.md:11: a heading with no words \(and at lines 15, 17\)\n {2}Write the heading's words after its #s, or remove the line\.$/,
    );
  });

  it("checks the home page against the home page's fields", async () => {
    const error = await loadPages("home.md", legal()).catch((e) => e);
    expect(error.message).toContain("home.md: invalid front matter");
    expect(error.message).toContain("hero");
  });

  it("validates the site configuration", async () => {
    await copyFile("content/messages.ts", join(dir, "messages.ts"));
    const config = validSiteConfig;
    await writeFile(join(dir, "site.config.ts"), `export default ${JSON.stringify(config)};`);
    const site = await loadSiteConfig({ contentDir: dir });
    expect(site.siteUrl).toBe("https://example.com");
    expect(site.redirects).toEqual([{ from: "/old", to: "/PrivacyPolicy", status: 301 }]);

    await writeFile(
      join(dir, "site.config.ts"),
      `export default ${JSON.stringify({ ...config, contactEmail: "nope", redirects: [{ from: "old", to: "/" }] })};`,
    );
    const error = await loadSiteConfig({ contentDir: dir }).catch((e) => e);
    expect(error.message).toContain("site.config.ts: invalid site configuration");
    expect(error.message).toContain("contactEmail");
    expect(error.message).toContain("redirects[0].from");
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "evil.example"])(
    "refuses a redirect to %s, which is not a path on this site",
    async (to) => {
      const config = {
        ...validSiteConfig,
        redirects: [...validSiteConfig.redirects, { from: "/away", to }],
      };
      await writeFile(join(dir, "site.config.ts"), `export default ${JSON.stringify(config)};`);
      const error = await loadSiteConfig({ contentDir: dir }).catch((e) => e);
      expect(error.message).toContain("site.config.ts: invalid site configuration");
      expect(error.message).toContain("redirects[1].to");
      expect(error.message).toContain("a path on this site");
    },
  );

  it("refuses a navigation link to a path that is not a page", async () => {
    const navigation = { header: [{ label: "Help", path: "/Help" }], footer: [] };
    await writeFile(
      join(dir, "site.config.ts"),
      `export default ${JSON.stringify({ ...validSiteConfig, navigation })};`,
    );
    const error = await loadSiteConfig({ contentDir: dir }).catch((e) => e);
    expect(error.message).toContain("site.config.ts: navigation.header links to /Help");
    expect(error.message).toContain("which is not a page");
  });

  it("refuses a site address that leaves out the path the site is served under, naming where it came from", async () => {
    await copyFile("content/messages.ts", join(dir, "messages.ts"));
    await writeFile(
      join(dir, "site.config.ts"),
      `export default ${JSON.stringify(validSiteConfig)};`,
    );
    const fromFile = await loadSiteConfig({ contentDir: dir, baseURL: "/legal/" }).catch((e) => e);
    expect(fromFile.message).toContain(
      "site.config.ts: siteUrl must be the address of the path the site is served under, /legal/ (BASE_URL): https://example.com/legal (got https://example.com)",
    );
    const fromEnvironment = await loadSiteConfig({
      contentDir: dir,
      baseURL: "/legal/",
      siteUrl: "https://staging.example.org/",
    }).catch((e) => e);
    expect(fromEnvironment.message).toContain(
      "the build's environment is wrong: SITE_URL must be the address of the path the site is served under, /legal/ (BASE_URL): https://staging.example.org/legal (got https://staging.example.org)",
    );
    const site = await loadSiteConfig({
      contentDir: dir,
      baseURL: "/legal/",
      siteUrl: "https://staging.example.org/legal/",
    });
    expect(site.siteUrl).toBe("https://staging.example.org/legal");
  });
});

describe("the development server's pages", () => {
  /** A development server as the plugin sees it, whose restarts end when the test says. */
  function developmentServer() {
    const watched: string[] = [];
    const watcher = Object.assign(new EventEmitter(), {
      add: (path: string) => watched.push(path),
    });
    const logged: string[] = [];
    const restarts: PromiseWithResolvers<void>[] = [];
    let pending: Promise<void> | undefined;
    const server = {
      config: { logger: { info: (message: string) => logged.push(message), warn() {} } },
      environments: {},
      middlewares: { use() {} },
      watcher,
      restart() {
        // As Vite does: a restart asked for while one runs is that one.
        if (pending) return pending;
        const restart = Promise.withResolvers<void>();
        restarts.push(restart);
        pending = restart.promise.finally(() => {
          pending = undefined;
        });
        return pending;
      },
    };
    const plugin = contentPlugin({ contentDir: dir });
    (plugin.configureServer as unknown as (developing: typeof server) => void)(server);
    return { plugin, watcher, watched, logged, restarts };
  }

  /**
   * Saves a page at `path` in `pages/`, and tells the watcher's listeners, as an editor's save
   * does; then the listeners' work, done (or waiting on a restart).
   */
  async function savePage(watcher: EventEmitter, name: string, path: string) {
    await mkdir(join(dir, "pages"), { recursive: true });
    const file = join(dir, "pages", name);
    await writeFile(file, `---\ntitle: T\ndescription: D.\npath: ${path}\n---\n\nText.\n`);
    const listeners = watcher.listeners("all") as ((event: string, file: string) => unknown)[];
    return { done: Promise.all(listeners.map((listener) => listener("change", file))) };
  }

  it("watches the content folder from the start, wherever it is", () => {
    // Not only once a page has been rendered (the modules' own files): a page saved between a
    // restart and the next render is seen.
    expect(developmentServer().watched).toEqual([dir]);
  });

  it("reads a file saved in two steps again when the watcher told only the first", async () => {
    await loadPages("home.md", home);
    const { plugin, watcher, logged, restarts } = developmentServer();
    await pagesModule(plugin);
    const told: string[] = [];
    watcher.on("change", (file: string) => told.push(file));
    await mkdir(join(dir, "pages"), { recursive: true });
    const file = join(dir, "pages", "pricing.md");
    // Emptied, and told; then written within the watcher's silence, and not told.
    await writeFile(file, "");
    watcher.emit("all", "change", file);
    await writeFile(file, "---\ntitle: T\ndescription: D.\npath: /Pricing\n---\n\nText.\n");
    // The second change is told, to Vite's own listeners too (a page in the browser is updated),
    // and the page read as it is: whenever the folder was read, the server serves it.
    await vi.waitFor(() => expect(told).toEqual([file]), { timeout: 10_000 });
    await vi.waitFor(() => expect(restarts).toHaveLength(1), { timeout: 10_000 });
    expect(logged).toEqual([
      "The site's pages changed (added /Pricing): restarting to serve them.",
    ]);
  });

  it("starts once more after a restart during which the pages changed again", async () => {
    await loadPages("home.md", home);
    const { plugin, watcher, logged, restarts } = developmentServer();
    // As the first page is rendered: the server has then read the pages it started with.
    await pagesModule(plugin);
    await savePage(watcher, "pricing.md", "/Pricing");
    await vi.waitFor(() => expect(restarts).toHaveLength(1), { timeout: 10_000 });
    expect(logged).toEqual([
      "The site's pages changed (added /Pricing): restarting to serve them.",
    ]);

    // While it restarts, a second page comes: the new server may have read the table before it.
    await (await savePage(watcher, "plans.md", "/Plans")).done;
    expect(restarts).toHaveLength(1);
    expect(logged).toHaveLength(1);

    restarts[0]?.resolve();
    await vi.waitFor(() => expect(restarts).toHaveLength(2), { timeout: 10_000 });
    expect(logged[1]).toBe("The site's pages changed (added /Plans): restarting to serve them.");
    restarts[1]?.resolve();
    // Nothing is left to run but the restarts' own callbacks.
    await new Promise((done) => setTimeout(done, 50));
    expect(restarts).toHaveLength(2);
  });
});
