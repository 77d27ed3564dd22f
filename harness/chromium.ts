import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";

/** Debian's Chromium, or the browser named by CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
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
