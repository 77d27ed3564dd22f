import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { PAGES, SITE_URL, waitForHydration } from "./support/site.ts";

/** Width and height from a PNG's header, or throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The tagline of the default content's site configuration. */
const TAGLINE = "Split shared costs without the awkward maths.";

/** The site's public address swapped for the test server's, so that the file is really fetched. */
const local = (page: Page, url: string) => url.replace(SITE_URL, new URL(page.url()).origin);

test.describe("legal history", () => {
  test("the current policy says what changed and links to its earlier version", async ({
    page,
  }) => {
    await page.goto("/PrivacyPolicy");
    const changes = page.getByRole("region", { name: "What changed" });
    await expect(changes.getByRole("listitem")).toHaveCount(4);
    await expect(changes).toContainText("90 days instead of 12 months");
    await waitForHydration(page);
    const earlier = page.getByRole("navigation", { name: "Earlier versions" });
    await earlier.getByRole("link", { name: "In force from 1 May 2026" }).click();
    await expect(page).toHaveURL(/\/PrivacyPolicy\/2026-05-01$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Privacy Policy (version of 1 May 2026)",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an earlier version says it is not current, names the current one and marks each change", async ({
      page,
    }) => {
      const response = await page.goto("/PrivacyPolicy/2026-05-01");
      expect(response?.status()).toBe(200);
      const note = page.getByRole("note");
      await expect(note).toContainText("This is not the current version.");
      await expect(note).toContainText("from 1 May 2026 until 1 November 2026");
      await expect(
        note.getByRole("link", { name: "Read the current Privacy Policy" }),
      ).toHaveAttribute("href", "/PrivacyPolicy");
      // The feed's link is written as its sentence reads, not as the legal pages' own link.
      await expect(note).toContainText(
        "Read the current Privacy Policy, or follow changes to hear of the next.",
      );
      await expect(note.getByRole("link", { name: "follow changes" })).toHaveAttribute(
        "href",
        "/legal/feed.atom",
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE_URL}/PrivacyPolicy`,
      );

      // The retention period: "12 months" became "90 days", word for word.
      const retention = page.getByText("Device and diagnostic data is kept for up to");
      await expect(retention.locator("del")).toHaveText("[Removed: 12 months]");
      await expect(retention.locator("ins")).toHaveText("[Added: 90 days]");
      // Screen readers hear the labels; sighted readers see strike-through and underline.
      await expect(retention.locator("del .sr-only").first()).toHaveText("[Removed: ");
      await expect(retention.locator("del")).toHaveCSS("text-decoration-line", "line-through");
      await expect(retention.locator("ins")).toHaveCSS("text-decoration-line", "underline");
      // A section the next version added is one insertion, not a rewrite of what follows.
      await expect(page.locator("ins", { hasText: "Other members of your groups" })).toHaveCount(1);
      await expect(page.locator("del", { hasText: "Service providers" })).toHaveCount(0);
    });
  });
});

test.describe("social cards", () => {
  for (const target of PAGES) {
    test(`${target.path} has Open Graph and Twitter tags, and its og:image is a 1200×630 PNG`, async ({
      page,
    }) => {
      await page.goto(target.path);
      const meta = async (selector: string) =>
        (await page.locator(selector).getAttribute("content")) ?? "";
      const image = await meta('meta[property="og:image"]');
      expect(image).toMatch(new RegExp(`^${SITE_URL}/social/.+\\.png$`));
      expect(await meta('meta[property="og:url"]')).toBe(`${SITE_URL}${target.path}`);
      expect(await meta('meta[property="og:title"]')).toBe(target.title);
      expect(await meta('meta[property="og:description"]')).toMatch(/.{50,}/);
      expect(await meta('meta[property="og:image:width"]')).toBe("1200");
      expect(await meta('meta[property="og:image:height"]')).toBe("630");
      // What the card shows: the tagline on the home page, the page's own title on every other.
      const cardTitle = target.path === "/" ? TAGLINE : target.heading;
      expect(await meta('meta[property="og:image:alt"]')).toBe(`Tally: ${cardTitle}`);
      expect(await meta('meta[name="twitter:image:alt"]')).toBe(`Tally: ${cardTitle}`);
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[name="twitter:image"]')).toBe(image);

      const response = await page.request.get(local(page, image));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }

  test("a translated home page's card is described by its own title, not the site's tagline", async ({
    page,
  }) => {
    await page.goto("/de");
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      "Tally: Tally – gemeinsame Kosten teilen, ohne Kopfrechnen",
    );
  });

  test("each page has its own card", async ({ request }) => {
    const cards = new Set<string>();
    for (const target of PAGES) {
      const html = await (await request.get(target.path)).text();
      const card = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card, target.path).toBeDefined();
      cards.add(card ?? "");
    }
    expect(cards.size).toBe(PAGES.length);
  });
});

test("the web app manifest and touch icons come from the site's icon", async ({ page }) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestResponse = await page.request.get(manifestHref ?? "");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ name: "Tally", start_url: "/", scope: "/" });
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    purposes.add(icon.purpose);
  }
  expect([...purposes].sort()).toEqual(["any", "maskable"]);
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain("512x512");

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const touch = await page.request.get(touchIcon ?? "");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
  const favicon = await page.request.get("/favicon.svg");
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
  // Drawn anew when the site's icon changes: asked again each time, as every host sends them.
  for (const icon of [touch, favicon]) {
    expect(icon.headers()["cache-control"], icon.url()).toBe("no-cache");
  }
});

/** The width of each image an ICO file holds, from its directory, or throws when it is not one. */
function icoSizes(bytes: Buffer): number[] {
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new Error("not an ICO");
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    expect(bytes[entry + 1], "a square image").toBe(bytes[entry]);
    return bytes[entry] ?? 0;
  });
}

test("the root's favicon.ico is the site's icon, for what asks there rather than reading the page", async ({
  page,
}) => {
  const response = await page.request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/vnd.microsoft.icon");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(icoSizes(await response.body())).toEqual([16, 32]);

  // Chromium draws the icon file and the SVG it comes from alike, colours included.
  await page.goto("/");
  const difference = await page.evaluate(async () => {
    const pixels = async (src: string) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = 32;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (!context) throw new Error("no 2D canvas");
      context.drawImage(image, 0, 0, 32, 32);
      return context.getImageData(0, 0, 32, 32).data;
    };
    const [ico, svg] = await Promise.all([pixels("/favicon.ico"), pixels("/favicon.svg")]);
    let total = 0;
    for (let index = 0; index < ico.length; index++) {
      total += Math.abs((ico[index] ?? 0) - (svg[index] ?? 0));
    }
    return total / ico.length;
  });
  expect(difference).toBeLessThan(8);
});

test.describe("the fixture's content folder", () => {
  test("a legal page of content/pages/ at a nested path has its contents, history and navigation link", async ({
    page,
  }) => {
    await page.goto(`${FIXTURE_URL}/guides/Cookie-Notice`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Notice");
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Cookies" }),
    ).toHaveAttribute("aria-current", "page");
    const earlier = page.getByRole("navigation", { name: "Earlier versions" });
    await waitForHydration(page);
    await earlier.getByRole("link").click();
    await expect(page).toHaveURL(`${FIXTURE_URL}/guides/Cookie-Notice/2026-02-01`);
    const changed = page.getByText("This site sets");
    await expect(changed.locator("del")).toHaveText("[Removed: one]");
    await expect(changed.locator("ins")).toHaveText("[Added: no]");
  });

  test("a relative link is read from its page's address and followed in the app", async ({
    page,
  }) => {
    await page.goto(`${FIXTURE_URL}/guides/Cookie-Notice`);
    await waitForHydration(page);
    const link = page.getByRole("main").getByRole("link", { name: "long read" });
    await expect(link).toHaveAttribute("href", "/Long-Read");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Long read");
    await expect(page).toHaveURL(`${FIXTURE_URL}/Long-Read`);
    expect(documents).toEqual([]);
  });
});

test.describe("the home page's actions", () => {
  test("one to a page is followed in the app, one to a file loads the file", async ({ page }) => {
    await page.goto(`${FIXTURE_URL}/`);
    await waitForHydration(page);
    const files = page.getByRole("link", { name: "Get the press kit" });
    await expect(files).toHaveAttribute("href", "/press/kit.pdf");
    const [download] = await Promise.all([page.waitForEvent("download"), files.click()]);
    expect(download.url()).toBe(`${FIXTURE_URL}/press/kit.pdf`);

    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("link", { name: "Read the long read" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Long read");
    await expect(page).toHaveURL(`${FIXTURE_URL}/Long-Read`);
    expect(documents).toEqual([]);
  });
});
