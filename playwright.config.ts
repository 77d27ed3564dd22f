import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./tests/e2e/support/chromium.ts";
import { SITE_PORT, SITES, TARGET } from "./tests/e2e/support/servers.ts";

/** Tests tagged `@timing` assert time windows. */
const TIMING = /@timing/;

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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
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
  webServer:
    TARGET === "nginx"
      ? {
          command: "node tests/e2e/support/nginx.ts",
          url: `http://localhost:${SITE_PORT}/`,
          reuseExistingServer: false,
          stdout: "pipe",
          timeout: 30_000,
        }
      : SITES.map(({ port, buildDir, base }) => productionServer(port, buildDir, base)),
});
