import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { emulateSaveData } from "../../harness/page-conditions.ts";
import { FIXTURE_URL } from "../../harness/servers.ts";
import { firstLoadScripts, loadedRouteIds, type RouteManifest } from "./support/router.ts";
import { PAGES, waitForHydration } from "./support/site.ts";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/;

/** Reads the route manifest a page's module script imports, through `read` (an address's text). */
async function routeManifest(
  html: string,
  read: (address: string) => Promise<string>,
): Promise<RouteManifest> {
  const address = /import "([^"]*\/manifest-[^"]+\.js)"/.exec(html)?.[1];
  expect(address, "the module script imports the route manifest").toBeDefined();
  const source = await read(address ?? "");
  return JSON.parse(source.slice(source.indexOf("=") + 1, source.lastIndexOf(";")));
}

// docs/decisions/033-scripts-once-the-parser-reaches-them.md: no module preloads; the module
// script at the end of the body asks for the first load's scripts, React Router's own set.
for (const path of [...PAGES.map((page) => page.path), "/no-such-page"]) {
  test(`${path} asks for the scripts of its first load from its module script alone`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html, "no module preload").not.toMatch(MODULE_PRELOAD);
    expect(html, "React Router's module script").toMatch(/<script type="module"[^>]*>/);
    const manifest = await routeManifest(html, async (address) =>
      (await request.get(address)).text(),
    );

    // Prefetching (off with Save-Data) would add the next pages' scripts.
    await emulateSaveData(page);
    const requested: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") requested.push(new URL(sent.url()).pathname);
    });
    await page.goto(path, { waitUntil: "load" });
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const routeIds = await loadedRouteIds(page);
    expect(routeIds, "the routes the page matched").toContain("root");
    expect(requested, "each script asked for once").toEqual([...new Set(requested)]);
    expect(requested.toSorted(), "scripts requested by the first load").toEqual(
      firstLoadScripts(manifest, routeIds).toSorted(),
    );
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`in ${colorScheme} mode the home page asks for its hero before any script`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/", { waitUntil: "load" });
    await waitForHydration(page);
    const requests = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
        .toSorted((a, b) => a.start - b.start),
    );
    const images = requests.filter(({ path }) => /\.(avif|webp|png|jpe?g)$/.test(path));
    const scripts = requests.filter(({ path }) => path.endsWith(".js"));
    expect(images[0]?.path, "the first image asked for").toMatch(
      new RegExp(`/app-screen-${colorScheme}-\\d+\\.`),
    );
    expect(scripts.length, "scripts").toBeGreaterThan(0);
    expect(
      images[0]?.start ?? Number.POSITIVE_INFINITY,
      "the hero before the first script",
    ).toBeLessThan(scripts[0]?.start ?? 0);
  });
}

const entryAndVendor = (scripts: string[]) => ({
  entry: scripts.find((path) => /\/entry\.client-[^/]+\.js$/.test(path)),
  vendor: scripts.find((path) => /\/vendor-[^/]+\.js$/.test(path)),
});

test("the entry and framework chunks ask V8 to compile their functions ahead of their first call", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const manifest = await routeManifest(html, async (address) =>
    (await request.get(address)).text(),
  );
  const { entry, vendor } = entryAndVendor(firstLoadScripts(manifest));
  expect(entry, "the entry chunk among the first load's scripts").toBeDefined();
  expect(vendor, "the framework chunk among the first load's scripts").toBeDefined();
  for (const chunk of [entry, vendor]) {
    const source = await (await request.get(chunk ?? "")).text();
    expect(source.startsWith("//# allFunctionsCalledOnLoad\n"), chunk).toBe(true);
  }
  // React, its JSX runtime, React DOM and the scheduler: each wrapper is a function expression.
  const framework = await (await request.get(vendor ?? "")).text();
  const wrappers = framework.match(/=\w+\(\(function\(\w+(?:,\w+)?\)\{/g) ?? [];
  expect(
    wrappers.length,
    "CommonJS wrappers V8 compiles ahead of their call",
  ).toBeGreaterThanOrEqual(5);
});

// docs/decisions/019-a-framework-chunk-kept-across-deployments.md
test("a new deployment of the same framework keeps the framework chunk's name, so a returning visitor keeps it", async () => {
  const scripts = async (buildDir: string) => {
    const read = (address: string) => readFile(join(buildDir, "client", address), "utf8");
    return entryAndVendor(firstLoadScripts(await routeManifest(await read("index.html"), read)));
  };
  // The same code built again with another build id (npm run build:next-deployment).
  const [current, next] = await Promise.all([
    scripts("build"),
    scripts(join(tmpdir(), "tally-next-deployment")),
  ]);
  expect(next.vendor).toBeDefined();
  expect(next.vendor).toBe(current.vendor);
  // The entry chunk carries the build id: it is new with every deployment.
  expect(next.entry).not.toBe(current.entry);
});

// docs/decisions/032-the-first-screen-first.md: a long page links a stylesheet with no rules
// where its first screen ends, and the first frame lays out only what comes before it.
const FIRST_SCREEN_END = /\/assets\/first-screen-end-[^/]+\.css$/;
const firstScreenEnds = (html: string) =>
  html.match(/<link rel="stylesheet" href="[^"]*\/first-screen-end-[^"]+\.css"\/>/g)?.length ?? 0;

test("long pages end their first screen once; a page that fits it has no end", async ({
  request,
}) => {
  for (const [path, ends] of [
    ["/", 1],
    ["/PrivacyPolicy", 1],
    ["/TermsConditions", 1],
    ["/de/PrivacyPolicy", 1],
    // Earlier and upcoming versions, marked with their changes.
    ["/PrivacyPolicy/2026-05-01", 1],
    ["/TermsConditions/2027-01-15", 1],
    ["/Support", 0],
    ["/WhatsNew", 0],
    ["/no-such-page", 0],
    // The content fixture's release notes: a long release after a short one.
    [`${FIXTURE_URL}/WhatsNew`, 1],
  ] as const) {
    expect(firstScreenEnds(await (await request.get(path)).text()), path).toBe(ends);
  }
});

for (const [path, firstScreen, rest] of [
  ["/", "Split bills, not friendships", "Log expenses in seconds"],
  ["/PrivacyPolicy", "Who we are", "Device and diagnostic data"],
  ["/PrivacyPolicy/2026-05-01", "Who we are", "Device and diagnostic data"],
  [`${FIXTURE_URL}/WhatsNew`, "Version 0.9.0: Groups for every trip", "Version 0.8.0"],
] as const) {
  test(`${path.replace(FIXTURE_URL, "the content fixture's ")} paints its first screen while the rest waits for the end's stylesheet`, async ({
    page,
  }) => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route(FIRST_SCREEN_END, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: firstScreen })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
      )
      .toBe(1);
    // The parser waits at the link: nothing after it is in the document yet.
    await expect(page.getByRole("heading", { name: rest })).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: rest })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await waitForHydration(page);
  });
}

test("a first screen's end that cannot be loaded holds nothing back", async ({ page }) => {
  await page.route(FIRST_SCREEN_END, (route) => route.fulfill({ status: 404 }));
  await page.goto("/PrivacyPolicy");
  await expect(page.getByRole("heading", { name: "Device and diagnostic data" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  await waitForHydration(page);
});
