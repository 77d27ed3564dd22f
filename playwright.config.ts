import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testChromiumPath } from "./harness/chromium.ts";
import { SITE_PORT, SITES, TARGET } from "./harness/servers.ts";
import { TEST_BUILD_DATE } from "./harness/test-dates.ts";

// The builds and development servers the tests start read content as of a fixed day.
process.env.BUILD_DATE ??= TEST_BUILD_DATE;

/** Tests tagged `@timing` assert time windows. */
const TIMING = /@timing/;

/**
 * What the browser does with the built files, which are byte for byte the same on every host:
 * layout, colour mode, print, accessibility, markup. What a host can change about them (status,
 * headers, Content-Security-Policy, caching, redirects, not-found pages) is tested on every host
 * by the other specs, the policy of every page included, so these run against the Node server alone.
 */
const SAME_ON_EVERY_HOST = [
  "accessibility",
  "color-mode",
  "color-mode-before-hydration",
  "first-paint",
  "forced-color-mode",
  "forced-colours",
  "html-validity",
  "layout-stability",
  "print",
  "router-internals",
  "styled-at-once",
].map((name) => `**/${name}.spec.ts`);

function productionServer(port: number, buildDir: string, base = "/") {
  return {
    command: "node server/start.ts",
    env: { PORT: String(port), HOST: "localhost", BUILD_DIR: buildDir },
    url: `http://localhost:${port}${base}`,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    timeout: 60_000,
  };
}

/**
 * Cloudflare's runtime serving a build with the `wrangler.jsonc` it emitted, offline: no metrics,
 * and no fetch of the `request.cf` sample from Cloudflare (the Worker never reads it).
 */
function cloudflareDev(port: number, buildDir: string, base = "/") {
  return {
    command: `wrangler dev --config ${buildDir}/wrangler.jsonc --ip 127.0.0.1 --port ${port} --log-level warn`,
    env: {
      DO_NOT_TRACK: "1",
      WRANGLER_SEND_METRICS: "false",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    },
    url: `http://localhost:${port}${base}`,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    timeout: 60_000,
  };
}

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
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  // E2E_REPEAT_EACH runs every test several times (npm run test:stress).
  repeatEach: Number(process.env.E2E_REPEAT_EACH || 1),
  // Run one project at a time (npm run test:e2e:run): tests that measure time in
  // the page run alone, one after another, with no other browser competing for the cores.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, grepInvert: TIMING },
    { name: "timing", use: { ...devices["Desktop Chrome"] }, grep: TIMING, workers: 1 },
  ],
  // The servers serve builds made just before (npm run test:e2e).
  webServer: {
    node: () => SITES.map(({ port, buildDir, base }) => productionServer(port, buildDir, base)),
    nginx: () => ({
      command: "node harness/nginx.ts",
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      timeout: 30_000,
    }),
    workerd: () => SITES.map(({ port, buildDir, base }) => cloudflareDev(port, buildDir, base)),
  }[TARGET](),
});
