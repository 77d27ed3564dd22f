import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { layoutShifts, recordLayoutShifts } from "./support/layout-shifts.ts";
import { waitForHydration } from "./support/site.ts";

// SPEC §13: content images, encoded at build time, one colour variant downloaded.
const HERO = /\/assets\/images\/app-screen-(light|dark)-\d+\.[\w-]{8}\.(avif|webp)$/;

/** The images the page asks for, in order, from now on. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") urls.push(request.url());
  });
  return urls;
}

/** Which of the images `selector` finds are shown: the file each shows, and whether it has arrived. */
function shownImages(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((images) =>
    images
      .filter((image) => (image as HTMLImageElement).checkVisibility())
      .map((image) => {
        const img = image as HTMLImageElement;
        return { src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 };
      }),
  );
}

/** The hero image the page shows. */
const shownHero = (page: Page) => shownImages(page, "main img[fetchpriority=high]");

for (const [system, stored, shown] of [
  ["light", null, "light"],
  ["dark", null, "dark"],
  ["light", "dark", "dark"],
  ["dark", "light", "light"],
] as const) {
  test(`on a cold load with a ${system} system${stored ? ` and ${stored} chosen` : ""}, only the ${shown} hero is downloaded, first`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    if (stored) {
      await page.addInitScript((mode) => localStorage.setItem("color-mode", mode), stored);
    }
    const images = imageRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect
      .poll(() => shownHero(page))
      .toEqual([{ src: expect.stringContaining(`/app-screen-${shown}-`), loaded: true }]);
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toMatch(HERO);
    expect(images.filter((url) => HERO.test(url))).toEqual([
      expect.stringContaining(`/app-screen-${shown}-`),
    ]);
  });
}

test("the hero follows the switch with no layout shift, and its space is kept before it arrives", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  const box = await page.locator("main picture img").first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(300);
  const images = imageRequests(page);
  await page.getByRole("group", { name: "Colour mode" }).getByTitle("Dark").click();
  await expect
    .poll(() => shownHero(page))
    .toEqual([{ src: expect.stringContaining("/app-screen-dark-"), loaded: true }]);
  expect(images.filter((url) => HERO.test(url))).toEqual([
    expect.stringContaining("/app-screen-dark-"),
  ]);
  const darkBox = await page.locator("main picture:visible img").boundingBox();
  expect(darkBox).toEqual(box);
  expect(await layoutShifts(page)).toEqual([]);
});

test("the hero reserves its space from the source's size, and is marked as the page's main image", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const heroes = [...html.matchAll(/<img [^>]*fetchpriority="high"[^>]*>/gi)].map(([tag]) => tag);
  expect(heroes).toHaveLength(2);
  for (const tag of heroes) {
    expect(tag).toContain('width="1170"');
    expect(tag).toContain('height="2532"');
    expect(tag).toContain('decoding="async"');
    expect(tag).toMatch(/alt="Tally on a phone: [^"]+"/);
    expect(tag).toMatch(/class="image-placeholder-[0-9a-f]{6} /);
  }
  // The placeholder's colour is a class of the inline stylesheet, not a style attribute.
  expect(html).toMatch(/\.image-placeholder-[0-9a-f]{6}\{background-color:#[0-9a-f]{6}\}/);
  expect(html).not.toMatch(/<img[^>]* style=/);
});

test("a text image is lazy: not asked for until it nears the viewport, and it shifts nothing", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 412, height: 700 });
  const images = imageRequests(page);
  // The fixture's picture is far below the first screen, beyond any browser's lazy-load distance.
  await page.goto(`${FIXTURE_URL}/Long-Read`, { waitUntil: "networkidle" });
  const image = page.locator("main picture img");
  await expect(image).toHaveAttribute("loading", "lazy");
  const below = await image.evaluate((img) => img.getBoundingClientRect().top - window.innerHeight);
  expect(below).toBeGreaterThan(8_000);
  expect(images.filter((url) => url.includes("/assets/images/"))).toEqual([]);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(images.filter((url) => url.includes("/assets/images/"))).toEqual([
    expect.stringMatching(/\/assets\/images\/shapes-\d+\.[\w-]{8}\.avif$/),
  ]);
  expect(await layoutShifts(page)).toEqual([]);
});

/** The content images of the page's text that are shown. */
const shownTextImages = (page: Page) => shownImages(page, "main picture img");

for (const [system, shown] of [
  ["light", "light"],
  ["dark", "dark"],
] as const) {
  test(`the support page shows the app in the ${shown} mode of a ${system} system, lazily, and downloads no other`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    const images = imageRequests(page);
    await page.goto("/Support");
    const pictures = page.locator("main picture img");
    await expect(pictures).toHaveCount(2);
    for (const image of await pictures.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("alt", /^A group in Tally: /);
    }
    await page.locator("main picture:visible").scrollIntoViewIfNeeded();
    await expect
      .poll(() => shownTextImages(page))
      .toEqual([
        {
          src: expect.stringMatching(new RegExp(`/app-screen-${shown}-\\d+\\.[\\w-]{8}\\.avif$`)),
          loaded: true,
        },
      ]);
    await page.waitForLoadState("networkidle");
    expect(images.filter((url) => url.includes("/assets/images/"))).toEqual([
      expect.stringContaining(`/app-screen-${shown}-`),
    ]);
  });
}

// A page's forced mode decides, whatever the visitor chose and the system says.
for (const [path, forced, chosen] of [
  ["/PrivacyPolicy", "dark", "light"],
  ["/TermsConditions", "light", "dark"],
] as const) {
  test(`an image for one mode on a page forced ${forced} shows the ${forced} one only, with ${chosen} chosen`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: chosen });
    await page.addInitScript((mode) => localStorage.setItem("color-mode", mode), chosen);
    const images = imageRequests(page);
    await page.goto(`${FIXTURE_URL}${path}`);
    await waitForHydration(page);
    await page.locator("main picture:visible").scrollIntoViewIfNeeded();
    await expect
      .poll(() => shownTextImages(page))
      .toEqual([{ src: expect.stringContaining(`/badge-${forced}-`), loaded: true }]);
    await page.waitForLoadState("networkidle");
    expect(images.filter((url) => url.includes("/assets/images/"))).toEqual([
      expect.stringContaining(`/badge-${forced}-`),
    ]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  test("the hero follows the system", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const shown = await shownHero(page);
    expect(shown).toEqual([{ src: expect.stringContaining("/app-screen-dark-"), loaded: true }]);
  });
});
