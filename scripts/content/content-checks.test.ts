import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGES } from "#contracts/languages.ts";
import { readCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { checkContent } from "./content-checks.ts";
import { compileMarkdown } from "./markdown.ts";
import { loadSiteContent } from "./site-content.ts";

/** The words the site writes into its texts. */
const words = await loadMessages("content", DEFAULT_LANGUAGES);

const scratch = scratchContent("content-checks-");

/** The warnings of the whole content, with a home page whose features have these icons. */
async function warnings(icons: string[], app?: { links: string[]; exclude: string[] }) {
  const { dir, put } = scratch;
  const legal = "description: D\nupdated: 2026-11-01";
  await put("privacy-policy.md", `title: Privacy\n${legal}`, "See [terms](/Terms).");
  await put("terms-conditions.md", `title: Terms\n${legal}`, "Line one<br>line two.");
  await put("home.md", `title: H\n${legal}\nhero: { heading: H, lead: L }`);
  const catalog = readCatalog(dir, DEFAULT_LANGUAGES, { date: "2026-12-01", drafts: false });
  const content = await loadSiteContent(dir, catalog, words);
  const { body, toc } = await compileMarkdown("Text.");
  const features = icons.map((icon) => ({ icon, title: "T", description: "D" }));
  content.homes["/"] = {
    body,
    toc,
    frontMatter: {
      ...{ title: "H", description: "D", updated: "2026-11-01", changes: [] },
      ...{ hero: { heading: "H", lead: "L" }, actions: [], features },
    },
  };
  const appLinks = app && {
    ios: { appId: "A1B2C3D4E5.com.example.app", appStoreId: "1234567890" },
    ...app,
  };
  const said: string[] = [];
  checkContent(dir, catalog, content, [], { redirects: [], app: appLinks }, (line) =>
    said.push(line),
  );
  return said.map((line) => line.replaceAll(`${relative(process.cwd(), dir)}/`, ""));
}

describe("checkContent", () => {
  it("warns of each kind of mistake that leaves the site working, naming its file", async () => {
    expect(await warnings(["lucide:sun"], { links: ["/Privacy*"], exclude: [] })).toEqual([
      "Broken link: privacy-policy.md: /Terms leads to no page of this site.",
      "Raw HTML: terms-conditions.md:7: <br> is left out of the page; to break the line there, end it with a backslash (\\).",
      "App link: site.config.ts: app.links[0] /Privacy* takes the site's pages /PrivacyPolicy: on an iPhone with the app, a link to them opens the app, not the page; app.exclude keeps them in the browser.",
    ]);
  });

  it("warns of a release file named otherwise than its version, as a copy of another may be", async () => {
    await scratch.put("releases/2.4.0.md", 'version: "2.4.0"\ndate: 2026-11-01');
    await scratch.put("releases/2.6.0.md", 'version: "2.7.0"\ndate: 2026-11-20');
    expect((await warnings(["lucide:sun"])).filter((line) => line.startsWith("Release"))).toEqual([
      'Release: releases/2.6.0.md: version: 2.7.0 is not the file\'s name: name the file 2.7.0.md, or write version: "2.6.0" if that is the release.',
    ]);
  });

  it("takes a link to an address that opens the app as one that works", async () => {
    expect(await warnings(["lucide:sun"], { links: ["/Terms"], exclude: [] })).toEqual([
      "Raw HTML: terms-conditions.md:7: <br> is left out of the page; to break the line there, end it with a backslash (\\).",
    ]);
  });

  it("warns of a feature's icon that cannot be drawn at build time, and of no other", async () => {
    expect(await warnings(["lucide:sun", "mdi:coins"])).toEqual([
      "Broken link: privacy-policy.md: /Terms leads to no page of this site.",
      "Raw HTML: terms-conditions.md:7: <br> is left out of the page; to break the line there, end it with a backslash (\\).",
      "Icon: home.md: features[1].icon: mdi:coins is of a collection that is not installed, so each visit asks the Iconify API for it; npm install --save-exact @iconify-json/mdi draws it into the page.",
    ]);
  });
});
