import { relative } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { appLinkAddresses } from "#contracts/app-link-paths.ts";
import type { HomeFrontMatter, SiteContent } from "#contracts/content.ts";
import { DEFAULT_LANGUAGES } from "#contracts/languages.ts";
import { type Catalog, readCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { scratchContent } from "#node-shared/scratch-content.ts";
import { compileMarkdown } from "./markdown.ts";
import { compileUpcomingTexts, loadSiteContent } from "./site-content.ts";
import { brokenSiteLinks, redirectMistakes } from "./site-links.ts";

/** The words the site writes into its texts. */
const words = await loadMessages("content", DEFAULT_LANGUAGES);

const scratch = scratchContent("site-links-");
const { put } = scratch;

beforeEach(async () => {
  await put(
    "privacy-policy.md",
    "title: Privacy\ndescription: D\nupdated: 2026-11-01",
    "## Your rights",
  );
  await put("terms-conditions.md", "title: Terms\ndescription: D\nupdated: 2026-11-01");
  await put("history/PrivacyPolicy/2026-05-01.md", "title: Privacy\ndescription: D");
  await put("releases/2.4.0.md", 'version: "2.4.0"\ndate: 2026-11-01');
  await put("releases/2.5.0.md", 'version: "2.5.0"\ndate: 2026-11-20\ndraft: true');
  await put("pages/beta.md", "title: Beta\ndescription: D\npath: /Beta\ndraft: true");
});

type Redirects = { from: string; to: string }[];

/** The addresses of the site owner's own files (`content/files/`). */
const OWN_FILES = ["/app-ads.txt", "/press/kit.pdf"];

/** The content as the build compiles it, with the home page's text and `actions`. */
async function site(home: string, actions: HomeFrontMatter["actions"] = []) {
  await put(
    "home.md",
    "title: H\ndescription: D\nupdated: 2026-11-01\nhero: { heading: H, lead: L }",
    home,
  );
  const { dir } = scratch;
  const catalog = readCatalog(dir, DEFAULT_LANGUAGES, { date: "2026-12-01", drafts: false });
  const content = await loadSiteContent(dir, catalog, words);
  const { body, toc } = await compileMarkdown(home);
  const frontMatter = { title: "H", description: "D", updated: "2026-11-01", changes: [] };
  content.homes["/"] = {
    body,
    toc,
    frontMatter: { ...frontMatter, hero: { heading: "H", lead: "L" }, actions, features: [] },
  };
  return { dir, catalog, content };
}

/** The broken links of the content, as the build reports them. */
async function broken(
  home: string,
  actions: HomeFrontMatter["actions"] = [],
  redirects: Redirects = [{ from: "/privacy", to: "/PrivacyPolicy" }],
  appLinks?: string,
) {
  const { dir, catalog, content } = await site(home, actions);
  const upcoming = await compileUpcomingTexts(dir, catalog, words);
  // Files are named from the project folder: here, from the test's content folder.
  const folder = `${relative(process.cwd(), dir)}/`;
  return brokenSiteLinks(dir, catalog, content, upcoming, redirects, OWN_FILES, appLinks).map(
    (line) => line.replace(`${folder}home.md: `, "").replaceAll(folder, ""),
  );
}

/** The broken links the build reports of compiled content, files named from its folder. */
function reported(dir: string, catalog: Catalog, content: SiteContent) {
  const folder = `${relative(process.cwd(), dir)}/`;
  return brokenSiteLinks(dir, catalog, content, [], [], OWN_FILES).map((line) =>
    line.replaceAll(folder, ""),
  );
}

/** What is wrong with the redirects, as the build reports it. */
async function mistakes(redirects: Redirects) {
  const { catalog, content } = await site("Text.");
  return redirectMistakes(catalog, content, redirects, OWN_FILES);
}

describe("brokenSiteLinks", () => {
  it("passes links to the site's pages, versions, sections, copies, feeds, files and redirects", async () => {
    const links = [
      "/PrivacyPolicy",
      "/PrivacyPolicy#your-rights",
      "/PrivacyPolicy#page-title",
      "/PrivacyPolicy/2026-05-01",
      "/PrivacyPolicy.md",
      "/index.md",
      "/WhatsNew#v2.4.0",
      "/WhatsNew/feed.atom",
      "/legal/feed.atom",
      "/llms.txt",
      "/press/kit.pdf",
      "/privacy",
      "/TermsConditions/",
      "/TermsConditions?from=home",
      "#features-heading",
      "https://example.com/Nowhere",
      "mailto:help@example.com",
    ];
    expect(await broken(links.map((href, index) => `[${index}](${href})`).join(" "))).toEqual([]);
  });

  it("names each link that leads to no page, or to no section of its page", async () => {
    const home =
      "[a](/Privacy) [b](/PrivacyPolicy#your-right) [c](#nowhere) [d](/a%ZZ) [e](/privacypolicy)";
    expect(await broken(home)).toEqual([
      "/Privacy leads to no page of this site; letter case counts: write /privacy",
      "/PrivacyPolicy#your-right leads to /PrivacyPolicy, which has no #your-right",
      "#nowhere leads to /, which has no #nowhere",
      "/a%ZZ has a malformed percent-encoding",
      "/privacypolicy leads to no page of this site; letter case counts: write /PrivacyPolicy",
    ]);
  });

  it("reads a relative link from its page's address, as a browser does", async () => {
    await put("pages/help.md", "title: Help\ndescription: D\npath: /guides/Help");
    const home =
      "[a](TermsConditions) [b](./PrivacyPolicy#your-rights) [c](Terms) [d](guides/Hlep)";
    expect(await broken(home)).toEqual([
      "Terms (/Terms from /) leads to no page of this site",
      "guides/Hlep (/guides/Hlep from /) leads to no page of this site",
    ]);
  });

  it("reads a relative link on a home page in another language from its folder, as on its other pages", async () => {
    const languages = [...DEFAULT_LANGUAGES, { code: "de", name: "Deutsch" }];
    await put("de/home.md", "title: H\ndescription: D\nhero: { heading: H, lead: L }");
    await put("de/privacy-policy.md", "title: P\ndescription: D\nupdated: 2026-11-01");
    await put(
      "de/pages/help.md",
      "title: Hilfe\ndescription: D\npath: /Hilfe",
      "[a](PrivacyPolicy) [b](TermsConditions)",
    );
    const { dir } = scratch;
    const catalog = readCatalog(dir, languages, { date: "2026-12-01", drafts: false });
    const content = await loadSiteContent(dir, catalog, await loadMessages("content", languages));
    const { body, toc } = await compileMarkdown(
      "[a](PrivacyPolicy) [b](Hilfe) [c](TermsConditions)",
    );
    const frontMatter = { title: "H", description: "D", updated: "2026-11-01", changes: [] };
    content.homes["/de"] = {
      body,
      toc,
      frontMatter: { ...frontMatter, hero: { heading: "H", lead: "L" }, actions: [], features: [] },
    };
    const lines = reported(dir, catalog, content);
    // There is no German Terms and Conditions: `TermsConditions` does not lead to the English one.
    expect(lines).toEqual([
      "de/home.md: TermsConditions (/de/TermsConditions from /de/) leads to no page of this site",
      "de/pages/help.md: TermsConditions (/de/TermsConditions from /de/Hilfe) leads to no page of this site",
    ]);
  });

  it("names the page of a link to a content file, which works on GitHub and not on the site", async () => {
    await put(
      "pages/help.md",
      "title: Help\ndescription: D\npath: /guides/Help",
      "[a](../privacy-policy.md#your-rights) [b](../terms-conditions.md) [c](help.md)",
    );
    const { dir, catalog, content } = await site("[d](privacy-policy.md) [e](pages/help.md)");
    const lines = reported(dir, catalog, content);
    expect(lines).toEqual([
      "home.md: privacy-policy.md (/privacy-policy.md from /) is the Markdown file of /PrivacyPolicy: write /PrivacyPolicy",
      "home.md: pages/help.md (/pages/help.md from /) is the Markdown file of /guides/Help: write /guides/Help",
      "pages/help.md: ../privacy-policy.md#your-rights (/privacy-policy.md#your-rights from /guides/Help) is the Markdown file of /PrivacyPolicy: write /PrivacyPolicy#your-rights",
      "pages/help.md: ../terms-conditions.md (/terms-conditions.md from /guides/Help) is the Markdown file of /TermsConditions: write /TermsConditions",
      "pages/help.md: help.md (/guides/help.md from /guides/Help) is the Markdown file of /guides/Help: write /guides/Help",
    ]);
  });

  it("says why a link to a page left out of the build leads nowhere", async () => {
    expect(await broken("[Beta](/Beta) [2.5](/WhatsNew#v2.5.0)")).toEqual([
      "/Beta leads to pages/beta.md, which this build leaves out: a draft (draft: true)",
      "/WhatsNew#v2.5.0 leads to releases/2.5.0.md, which this build leaves out: a draft (draft: true)",
    ]);
  });

  it("passes a link to an address that opens the app, which shows its page in a browser", async () => {
    const app = { ios: { appId: "A1B2C3D4E5.com.example.app" }, links: ["/invite/*"], exclude: [] };
    const appLinks = appLinkAddresses(app, [{ code: "en" }, { code: "de" }]);
    const home = "[a](/invite/team) [b](/de/invite/team#x) [c](/invite) [d](/invites/team)";
    expect(await broken(home, [], [], appLinks)).toEqual([
      "/invite leads to no page of this site",
      "/invites/team leads to no page of this site",
    ]);
  });

  it.each([
    ["announced", "2026-12-01"],
    ["not yet announced", "2026-12-10"],
  ])(
    "checks an upcoming legal text %s as its page will show it, with its own sections",
    async (_, announced) => {
      await put(
        "terms-conditions.md",
        `title: Terms\ndescription: D\nupdated: 2027-01-15\nannounced: ${announced}`,
        "## Sharing\n\n[a](#sharing) [b](/TermsConditions#sharing) [c](/Suport) [d](#billing)",
      );
      await put(
        "history/TermsConditions/2026-11-01.md",
        "title: Terms\ndescription: D",
        "## Billing",
      );
      expect(await broken("[e](/TermsConditions#billing) [f](/TermsConditions#sharing)")).toEqual([
        "/TermsConditions#sharing leads to /TermsConditions, which has no #sharing",
        "terms-conditions.md: /Suport leads to no page of this site",
        "terms-conditions.md: #billing leads to /TermsConditions, which has no #billing",
      ]);
    },
  );

  it("checks the home page's actions too", async () => {
    const actions = [{ label: "Start", href: "/Strat" }];
    expect(await broken("Text.", actions)).toEqual(["/Strat leads to no page of this site"]);
  });

  it("checks where the redirects lead, in the site configuration", async () => {
    const redirects = [
      { from: "/privacy", to: "/PrivacyPolicy" },
      { from: "/help", to: "/Suport" },
      { from: "/beta", to: "/Beta" },
    ];
    expect(await broken("Text.", [], redirects)).toEqual([
      "site.config.ts: /Suport leads to no page of this site",
      "site.config.ts: /Beta leads to pages/beta.md, which this build leaves out: a draft (draft: true)",
    ]);
  });
});

describe("redirectMistakes", () => {
  it("passes redirects from addresses that are no page, each to a page, a file or a version", async () => {
    expect(
      await mistakes([
        { from: "/privacy", to: "/PrivacyPolicy" },
        { from: "/rss", to: "/legal/feed.atom" },
        { from: "/privacy-2026", to: "/PrivacyPolicy/2026-05-01" },
        { from: "/Beta", to: "/" },
      ]),
    ).toEqual([]);
  });

  it("names a redirect from an address of the site's own, and one from an address taken already", async () => {
    expect(
      await mistakes([
        { from: "/privacy", to: "/PrivacyPolicy" },
        { from: "/TermsConditions", to: "/" },
        { from: "/llms.txt", to: "/" },
        { from: "/privacy", to: "/" },
        { from: "/app-ads.txt", to: "/" },
      ]),
    ).toEqual([
      "redirects[1].from: /TermsConditions is an address of this site's own, which the redirect would hide",
      "redirects[2].from: /llms.txt is an address of this site's own, which the redirect would hide",
      "redirects[3].from: /privacy is taken by redirects[0] already",
      "redirects[4].from: /app-ads.txt is an address of this site's own, which the redirect would hide",
    ]);
  });

  it("names a redirect from an address no request reaches alike on every host", async () => {
    expect(
      await mistakes([
        { from: "/old/", to: "/PrivacyPolicy" },
        { from: "/a/../b", to: "/PrivacyPolicy" },
        { from: "/blog/*", to: "/" },
        { from: "/caf%C3%A9", to: "/" },
        { from: "/café", to: "/" },
        { from: "/old//privacy", to: "/PrivacyPolicy" },
      ]),
    ).toEqual([
      "redirects[0].from: /old/ is an address every host first leads to /old: write /old",
      "redirects[1].from: /a/../b has a . or .. segment, which browsers resolve before asking: write the address they ask for",
      "redirects[2].from: /blog/* holds a *, a wildcard on Netlify and Cloudflare and a character elsewhere: redirect each address",
      "redirects[3].from: /caf%C3%A9 holds a %, and hosts compare addresses decoded: write the characters themselves (/café, not /caf%C3%A9)",
      "redirects[5].from: /old//privacy is an address every host first leads to /old/privacy: write /old/privacy",
    ]);
  });

  it("names a redirect to another redirect, with where to point it, and a loop", async () => {
    expect(
      await mistakes([
        { from: "/old-privacy", to: "/privacy" },
        { from: "/privacy", to: "/PrivacyPolicy" },
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
        { from: "/self", to: "/self" },
        { from: "/terms", to: "/TermsConditions/" },
      ]),
    ).toEqual([
      "redirects[0].to: /privacy is redirected again (/old-privacy → /privacy → /PrivacyPolicy); write /PrivacyPolicy",
      "redirects[2]: /a → /b → /a is a loop",
      "redirects[3]: /b → /a → /b is a loop",
      "redirects[4]: /self → /self is a loop",
      "redirects[5].to: /TermsConditions/ is redirected again (/terms → /TermsConditions/ → /TermsConditions); write /TermsConditions",
    ]);
  });
});
