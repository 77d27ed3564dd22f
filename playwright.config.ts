import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "./harness/chromium.ts";
import { EVERY_BUILD_SERVED, REFERENCE_PORTS, SITE_PORT, TARGET } from "./harness/servers.ts";
import { TEST_BUILD_DATE } from "./harness/test-dates.ts";

// The builds and development servers the tests start read content as of a fixed day.
process.env.BUILD_DATE ??= TEST_BUILD_DATE;

/** Tests tagged `@timing` assert time windows. */
const TIMING = /@timing/;

/**
 * What the browser does with the built files, which are byte for byte the same on every host:
 * layout, colour mode, print, accessibility, markup, images, languages, prefetching and
 * transitions. What a host can change about them (status, headers, Content-Security-Policy,
 * caching, redirects, not-found pages) is tested on every host by the other specs, the policy of
 * every page included, so these run against the Node server alone.
 */
const SAME_ON_EVERY_HOST = [
  "accessibility",
  "color-mode",
  "color-mode-before-hydration",
  "first-paint",
  "focus-visible",
  "forced-color-mode",
  "forced-colours",
  "html-validity",
  "images",
  "languages",
  "layout-stability",
  "markdown-presentation",
  "navigation-feel",
  "print",
  "reflow",
  "router-internals",
  "styled-at-once",
].map((name) => `**/${name}.spec.ts`);

/**
 * The Node server or Cloudflare's runtime, one process per build, all started at once
 * (`harness/serve-builds.ts`): the runner would start one after another.
 */
const everyBuild = {
  command: "node harness/serve-builds.ts",
  url: `http://localhost:${SITE_PORT}/`,
  wait: { stdout: new RegExp(EVERY_BUILD_SERVED) },
  reuseExistingServer: false,
  stdout: "pipe" as const,
  timeout: 60_000,
};

/** The Node server, serving every build at the reference ports. */
const nodeReference = {
  ...everyBuild,
  url: `http://localhost:${REFERENCE_PORTS[0]}/`,
  env: { ...process.env, E2E_TARGET: "node", E2E_PORTS: REFERENCE_PORTS.join(",") },
};

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: TARGET === "node" ? [] : SAME_ON_EVERY_HOST,
  // One folder per target, so that runs against different hosts side by side keep their traces.
  outputDir: `test-results/${TARGET}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Twice the cores of the machines the suite runs on: most tests spend much of their time
  // waiting (for a server, a throttled response, a timer), and another browser fills it.
  workers: 4,
  reporter: [["list"]],
  // A client-side navigation cross-fades (View Transitions), which Chromium renders in software
  // here: with four browsers on two cores, a page that has arrived has taken over 3 s to show.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    // A failed test keeps its trace: every action, the console and the network. Copies of the
    // page's DOM at each action and screenshots of each frame would take a quarter of every run's
    // time, failing or not: `--trace on` records them when a failure needs them.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
  },
  // E2E_REPEAT_EACH runs every test several times (npm run test:stress).
  repeatEach: Number(process.env.E2E_REPEAT_EACH || 1),
  // Run one project at a time (npm run test:e2e:node): tests that measure time in the page run
  // alone, one after another, with no other browser competing for the cores. They time what the
  // page's own timers and transitions do, which no host changes, so they run against the Node
  // server alone.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, grepInvert: TIMING },
    { name: "timing", use: { ...devices["Desktop Chrome"] }, grep: TIMING, workers: 1 },
  ],
  // The servers serve builds made just before (npm run test:e2e). Beside a static host, the
  // Node server serves them too, for the answers every host gives alike.
  webServer: {
    node: () => [everyBuild],
    nginx: () => [
      {
        command: "node harness/nginx.ts",
        url: `http://localhost:${SITE_PORT}/`,
        reuseExistingServer: false,
        stdout: "pipe" as const,
        timeout: 30_000,
      },
      nodeReference,
    ],
    workerd: () => [everyBuild, nodeReference],
  }[TARGET](),
});
