import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

async function load(file: string, text: string) {
  const path = join(dir, file);
  await writeFile(path, text);
  await writeFile(
    join(dir, "site.config.ts"),
    `export default ${JSON.stringify(validSiteConfig)};`,
  );
  const plugin = contentPlugin({ contentDir: dir });
  const hook = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
  return hook.call({ addWatchFile() {} }, path);
}

const legal = (extra = "") =>
  `---\ntitle: Terms\ndescription: The terms.\nupdated: 2026-11-01\n${extra}---\n\n## One\n\nText.\n`;

describe("content plugin", () => {
  it("compiles a Markdown page into a module", async () => {
    const code = await load("terms-conditions.md", legal());
    const page = JSON.parse(String(code).replace(/^export default |;$/g, ""));
    expect(page.frontMatter).toEqual({
      title: "Terms",
      description: "The terms.",
      updated: "2026-11-01",
      changes: [],
    });
    expect(page.toc).toEqual([{ id: "one", text: "One" }]);
  });

  it("refuses colorMode: system, naming the file and the key", async () => {
    const error = await load("privacy-policy.md", legal("colorMode: system\n")).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain("privacy-policy.md: invalid front matter");
    expect(error.message).toContain("colorMode");
  });

  it("checks the home page against the home page's fields", async () => {
    const error = await load("home.md", legal()).catch((e) => e);
    expect(error.message).toContain("home.md: invalid front matter");
    expect(error.message).toContain("hero");
  });

  it("validates the site configuration", async () => {
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
});
