import { expect, test } from "@playwright/test";
import { markdownAddress } from "../../contracts/http/address-table.ts";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { INDEXABLE_PAGES, PAGES, SITE_URL, TRANSLATED_PAGES } from "./support/site.ts";

// SPEC §19: every page as Markdown at its address plus `.md`, and /llms.txt.

const MARKDOWN = [
  ["/index.md", "# Tally — split shared costs without the awkward maths", "## How it works"],
  ["/de/index.md", "# Tally – gemeinsame Kosten teilen, ohne Kopfrechnen", "## So funktioniert's"],
  ["/PrivacyPolicy.md", "# Privacy Policy\n\nLast updated 1 November 2026", "## Who we are"],
  ["/de/Support.md", "# Hilfe", "Wir sind ein kleines Team und lesen jede Nachricht"],
  [
    "/PrivacyPolicy/2026-05-01.md",
    "# Privacy Policy (version of 1 May 2026)\n\nThis is not the current version. It was in force from 1 May 2026 until 1 November 2026. [Read the current Privacy Policy](/PrivacyPolicy.md)\n\n",
    "## Who we are",
  ],
  [
    "/TermsConditions/2027-01-15.md",
    "# Terms and Conditions (version of 15 January 2027)\n\nThis version is not yet in force. It takes effect on 15 January 2027; until then, the version in force since 1 November 2026 applies. [Read the current Terms and Conditions](/TermsConditions.md)\n\n",
    "**Family sharing:**",
  ],
  [
    "/WhatsNew.md",
    "# What's new",
    "## Version 2.4.0: Settle up in fewer steps\n\n12 November 2026",
  ],
  // A date the site writes is text, in every language: "12. November" begins no list.
  [
    "/de/WhatsNew.md",
    "# Neuigkeiten",
    "## Version 2.4.0: Schneller abrechnen\n\n12\\. November 2026\n",
  ],
] as const;

for (const [address, head, phrase] of MARKDOWN) {
  test(`${address} is the page's Markdown, with its title and its text`, async ({ request }) => {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers.etag).toMatch(/^(W\/)?".+"$/);
    const text = await response.text();
    expect(text.startsWith(head)).toBe(true);
    expect(text).toContain(phrase);
    // The site owner's Markdown, as written: no front matter.
    expect(text).not.toMatch(/^---$/m);
  });
}

test("a home page's Markdown has what the page shows beside its text: stores, latest release, features", async ({
  request,
}) => {
  const text = await (await request.get("/index.md")).text();
  const lead =
    "Log an expense in seconds, choose who shares it and let Tally work out who owes whom. No spreadsheets, no awkward reminders.";
  expect(text).toContain(
    [
      lead,
      "- [Download on the App Store](https://apps.apple.com/app/id1234567890)\n- [Get it on Google Play](https://play.google.com/store/apps/details?id=com.example.tally)",
      "[New in version 2.4.0](/WhatsNew.md) · 12 November 2026",
      "## Why people use Tally",
      "### Log expenses in seconds",
      "Add the amount, who paid and who shares it. Split equally, by shares or by exact amounts.",
    ].join("\n\n"),
  );
  // Then the text, as written.
  expect(text.indexOf("## How it works")).toBeGreaterThan(
    text.indexOf("### Any currency you need"),
  );
  const german = await (await request.get("/de/index.md")).text();
  expect(german).toContain("[Neu in Version 2.4.0](/de/WhatsNew.md) · 12. November 2026");
  expect((await request.get("/WhatsNew.md")).status()).toBe(200);
});

test("every page's Markdown has its heading and a phrase of its text", async ({ request }) => {
  for (const page of [...PAGES, ...TRANSLATED_PAGES]) {
    const home = page.path === "/" || page.path === "/de";
    const address = markdownAddress(page.path, home);
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"], address).toBe("text/markdown; charset=utf-8");
    const text = await response.text();
    // A home page's heading is its hero's; its Markdown is headed by the page's title.
    if (!home) expect(text.startsWith(`# ${page.heading}\n`), address).toBe(true);
    expect(text.replace(/\*\*/g, ""), address).toContain(page.text);
  }
});

test("a page's Markdown names its images at the addresses the site serves them at", async ({
  page,
  request,
}) => {
  for (const path of ["/Support", "/de/Support"]) {
    const text = await (await request.get(`${path}.md`)).text();
    const images = [...text.matchAll(/!\[([^\]]+)\]\(([^)\s]+)\)/g)].map(([, alt, address]) => ({
      alt: alt ?? "",
      address: address ?? "",
    }));
    // The two variants of one screenshot, each with the mark of the colour mode it is for.
    expect(
      images.map(({ address }) => address.slice(address.indexOf("#"))),
      path,
    ).toEqual(["#gh-light-mode-only", "#gh-dark-mode-only"]);
    await page.goto(path);
    for (const { alt, address } of images) {
      const file = address.slice(0, address.indexOf("#"));
      // The file the page's own picture falls back to, under the alt text written for it.
      await expect(page.locator(`main img[src="${file}"]`), file).toHaveAttribute("alt", alt);
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toBe("image/webp");
    }
  }
});

test("each page links to its Markdown", async ({ page }) => {
  for (const [path, markdown] of [
    ["/", "/index.md"],
    ["/de", "/de/index.md"],
    ["/Support", "/Support.md"],
    ["/TermsConditions/2027-01-15", "/TermsConditions/2027-01-15.md"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${markdown}`,
    );
  }
});

test("the release notes' Markdown has each release's headings below the release's own", async ({
  request,
}) => {
  // The fixture's release 0.8.0 writes its section `## Smaller changes`; 0.9.0 writes `###`.
  const text = await (await request.get(`${FIXTURE_URL}/WhatsNew.md`)).text();
  const headings: string[] = text.match(/^#+ .*$/gm) ?? [];
  const at = (heading: string) => headings.indexOf(heading);
  expect(headings[0]).toBe("# What's new");
  expect(at("### Smaller changes")).toBeGreaterThan(at("## Version 0.9.0: Groups for every trip"));
  expect(headings.slice(at("## Version 0.8.0"))).toEqual([
    "## Version 0.8.0",
    "### Smaller changes",
  ]);
  expect(headings.filter((heading) => heading.startsWith("## "))).toEqual([
    "## Version 1.0.0",
    "## Version 0.9.0: Groups for every trip",
    "## Version 0.8.0",
  ]);
});

test("a draft has no Markdown, and a page's Markdown is in no sitemap", async ({ request }) => {
  const releases = await (await request.get("/WhatsNew.md")).text();
  expect(releases).not.toContain("2.5.0");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(".md<");
  expect((await request.get("/Nowhere.md")).status()).toBe(404);
});

test("/llms.txt names the product, sums it up, and lists exactly the published pages", async ({
  request,
}) => {
  const response = await request.get("/llms.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  const text = await response.text();
  expect(text.startsWith("# Tally\n\n> Split shared costs without the awkward maths.\n")).toBe(
    true,
  );
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map(([, url]) => url ?? "");
  // The pages search engines list, each at its Markdown address.
  const published = [
    ...INDEXABLE_PAGES,
    ...TRANSLATED_PAGES.filter((page) => page.canonical === page.path),
  ].map(
    (page) => `${SITE_URL}${markdownAddress(page.path, page.path === "/" || page.path === "/de")}`,
  );
  expect(links.sort()).toEqual(published.sort());
  // The legal pages have a section of their own.
  const legal = text.slice(text.indexOf("## Legal (English)"), text.indexOf("## Pages (Deutsch)"));
  expect(legal).toContain(`(${SITE_URL}/PrivacyPolicy.md)`);
  expect(legal).toContain(`(${SITE_URL}/TermsConditions.md)`);
  expect(legal).not.toContain("/Support.md");
  for (const link of links) {
    expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
  }
});
