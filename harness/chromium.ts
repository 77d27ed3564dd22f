import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";

/**
 * Debian's Chromium, or the browser named by CHROMIUM_PATH: the benchmarks load pages in the
 * browser a visitor runs.
 */
export function chromiumPath(): string {
  return installed(process.env.CHROMIUM_PATH || "/usr/bin/chromium", "chromium");
}

/**
 * The tests' browser: Debian's Chromium headless shell, the same engine without the desktop
 * browser's layers (Playwright's own choice for headless runs), at half the processor time per
 * test. CHROMIUM_PATH names another.
 */
export function testChromiumPath(): string {
  return installed(
    process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
    "chromium-headless-shell",
  );
}

function installed(path: string, debianPackage: string): string {
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium found at ${path}. Install it (apt-get install -y ${debianPackage}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return path;
}

/** Flags that keep Chromium from reaching for the network on a closed machine. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Chromium with its DevTools port open and no client attached, for tools that drive it over
 * the protocol themselves (Lighthouse, the benchmark's throttled loads). Stop it with `kill()`.
 */
export function launchChromiumOnPort() {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
}
