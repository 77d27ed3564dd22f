import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parse, YAMLError } from "yaml";
import {
  contentPageFrontMatterSchema,
  homeFrontMatterSchema,
  versionFrontMatterSchema,
} from "#contracts/content.ts";
import { siteConfigSchema } from "#contracts/site-config.ts";
import {
  ContentError,
  frontMatterSyntaxError,
  HISTORY_KEY_HINTS,
  schemaError,
} from "./content-errors.ts";

/** A site configuration with every required field, for a test to add its mistake to. */
const SITE = {
  productName: "P",
  tagline: "T",
  company: { name: "C", address: ["A"] },
  contactEmail: "a@example.com",
  siteUrl: "https://example.com",
};

/** The error a front matter's YAML gives, as the build reports it for its Markdown file. */
function yamlMistake(frontMatter: string): string {
  try {
    parse(frontMatter);
  } catch (error) {
    if (error instanceof YAMLError) {
      const source = `---\n${frontMatter}---\n\nText.\n`;
      return frontMatterSyntaxError("pricing.md", error, source).message;
    }
  }
  throw new Error("the YAML was valid");
}

describe("the owner's answer to a mistake", () => {
  it("puts the mark, the file, its line and column, the problem and what to do", () => {
    expect(
      new ContentError("path: must be text", { file: "a.md", line: 3, column: 7 }, "Do this.")
        .message,
    ).toBe("✖ a.md:3:7: path: must be text\n  Do this.");
    expect(new ContentError("a.md and b.md both claim the page /A").message).toBe(
      "✖ a.md and b.md both claim the page /A",
    );
  });

  it("counts a YAML mistake's line from the top of the file, not of the front matter", () => {
    // The front matter's second line is the file's third (after the opening ---).
    expect(yamlMistake("title: Pricing\ndescription: Plans: free and paid.\n")).toMatch(
      /^✖ pricing\.md:3:\d+: invalid front matter: .*\n {2}Quote a value that contains ": "/,
    );
    const unclosed = 'title: Pricing\ndescription: "Plans\npath: /Pricing\nlayout: plain\n';
    expect(yamlMistake(unclosed)).toMatch(
      /^✖ pricing\.md:3: invalid front matter: missing closing/i,
    );
    expect(yamlMistake(unclosed)).toContain("Close the quote");
  });

  it("says to leave `updated:` out of a history file", () => {
    const result = v.safeParse(versionFrontMatterSchema, {
      title: "Privacy",
      description: "D",
      updated: "2026-05-01",
    });
    if (result.success) throw new Error("the front matter passed");
    const source = "---\ntitle: Privacy\ndescription: D\nupdated: 2026-05-01\n---\n";
    expect(
      schemaError(versionFrontMatterSchema, result.issues, {
        file: "history/PrivacyPolicy/2026-05-01.md",
        source,
        what: "front matter",
        keyHints: HISTORY_KEY_HINTS,
      }).message,
    ).toBe(
      "✖ history/PrivacyPolicy/2026-05-01.md:4: invalid front matter: leave `updated:` out of a history file: its date is its file name",
    );
  });

  it("says what a field must be in plain words, and keeps a schema's own", () => {
    const frontMatter = {
      title: "",
      description: 5,
      path: "/Pricing",
      layout: "wide",
      changes: "Prices are lower.",
      draft: "yes",
    };
    const result = v.safeParse(contentPageFrontMatterSchema, frontMatter);
    if (result.success) throw new Error("the front matter passed");
    const problems = (source?: string) =>
      schemaError(contentPageFrontMatterSchema, result.issues, {
        file: "pages/pricing.md",
        source,
        what: "front matter",
      })
        .message.split(": invalid front matter: ")[1]
        ?.split("; ");
    expect(problems("---\n")).toEqual([
      'title: must not be empty (got "")',
      "description: must be text (got 5)",
      'draft: must be true or false (or left out) (got "yes")',
      'layout: must be "legal" or "plain" (got "wide")',
      'changes: must be a list: one line per item, each starting with "- " (got "Prices are lower.")',
    ]);
    // Outside Markdown, a list is not written in YAML.
    expect(problems()).toContain('changes: must be a list (got "Prices are lower.")');
  });

  it("says how many items a list may have, and what a group of fields and a number are", () => {
    const action = { label: "Go", href: "/" };
    const home = v.safeParse(homeFrontMatterSchema, {
      title: "Home",
      description: "D",
      updated: "2026-05-01",
      hero: "Welcome",
      actions: [action, action, action, action],
    });
    if (home.success) throw new Error("the front matter passed");
    expect(
      schemaError(homeFrontMatterSchema, home.issues, {
        file: "home.md",
        source: "---\n",
        what: "front matter",
      }).message,
    ).toMatch(
      /hero: must be a group of fields, each on a line of its own, indented \(got "Welcome"\); actions: must have at most 3 items \(got 4 items\)$/,
    );
    const site = v.safeParse(siteConfigSchema, {
      ...SITE,
      redirects: [{ from: "/a", to: "/b", status: "301" }],
      legal: { noticeDays: "30" },
    });
    if (site.success) throw new Error("the configuration passed");
    expect(
      schemaError(siteConfigSchema, site.issues, {
        file: "site.config.ts",
        what: "site configuration",
      }).message,
    ).toBe(
      '✖ site.config.ts: invalid site configuration: redirects[0].status: must be 301, 302, 307 or 308 (got "301"); legal.noticeDays: must be a number (got "30")',
    );
    const days = v.safeParse(siteConfigSchema, {
      ...SITE,
      contactEmail: "hello at example",
      legal: { noticeDays: -1 },
    });
    if (days.success) throw new Error("the configuration passed");
    expect(
      schemaError(siteConfigSchema, days.issues, {
        file: "site.config.ts",
        what: "site configuration",
      }).message,
    ).toBe(
      '✖ site.config.ts: invalid site configuration: contactEmail: must be an e-mail address, such as hello@example.com (got "hello at example"); legal.noticeDays: must be at least 0 (got -1)',
    );
  });

  it("offers no key it cannot tell was meant", () => {
    const result = v.safeParse(versionFrontMatterSchema, { title: "T", description: "D", xyz: 1 });
    if (result.success) throw new Error("the front matter passed");
    expect(
      schemaError(versionFrontMatterSchema, result.issues, { file: "f.md", what: "front matter" })
        .message,
    ).toBe(
      "✖ f.md: invalid front matter: unknown key `xyz` (allowed: title, description, draft, changes)",
    );
  });

  it("offers the keys of a field inside a list, and the one meant", () => {
    const result = v.safeParse(siteConfigSchema, {
      ...SITE,
      navigation: { header: [{ label: "Help", pth: "/Support" }], footer: [] },
    });
    if (result.success) throw new Error("the configuration passed");
    expect(
      schemaError(siteConfigSchema, result.issues, {
        file: "site.config.ts",
        what: "site configuration",
      }).message,
    ).toBe(
      "✖ site.config.ts: invalid site configuration: missing `navigation.header[0].path`; unknown key `navigation.header[0].pth` (allowed: label, path); did you mean `path`?",
    );
  });

  it("tells a rule between fields by the field it names, not the whole front matter", () => {
    const result = v.safeParse(contentPageFrontMatterSchema, {
      title: "Imprint",
      description: "Who runs the site.",
      path: "/Imprint",
      layout: "legal",
    });
    if (result.success) throw new Error("the front matter passed");
    expect(
      schemaError(contentPageFrontMatterSchema, result.issues, {
        file: "pages/imprint.md",
        what: "front matter",
      }).message,
    ).toBe(
      "✖ pages/imprint.md: invalid front matter: updated: a legal page must say when it was last updated (updated: YYYY-MM-DD) (missing)",
    );
    const app = v.safeParse(siteConfigSchema, {
      ...SITE,
      app: { ios: { appId: "ABCDE12345.com.example.app" }, exclude: ["/invite/help"] },
    });
    if (app.success) throw new Error("the configuration passed");
    expect(
      schemaError(siteConfigSchema, app.issues, {
        file: "site.config.ts",
        what: "site configuration",
      }).message,
    ).toMatch(/: app\.exclude: keeps paths of app\.links .* \(got \["\/invite\/help"\]\)$/);
  });

  it("names a nested field and shows its value", () => {
    const result = v.safeParse(siteConfigSchema, {
      ...SITE,
      redirects: [
        { from: "/a", to: "/b" },
        { from: "/blog", to: "https://blog.example.com/" },
      ],
    });
    if (result.success) throw new Error("the configuration passed");
    expect(
      schemaError(siteConfigSchema, result.issues, {
        file: "site.config.ts",
        what: "site configuration",
      }).message,
    ).toMatch(
      /^✖ site\.config\.ts: invalid site configuration: redirects\[1\]\.to: .* \(got "https:\/\/blog\.example\.com\/"\)$/,
    );
  });
});
