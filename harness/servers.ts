import { test } from "@playwright/test";

const TARGETS = ["node", "nginx", "workerd"] as const;

/**
 * The servers the end-to-end tests run against, each serving its own build:
 * the Node server by default; nginx with the generated configuration
 * (E2E_TARGET=nginx); or Cloudflare's runtime, workerd, through `wrangler dev`
 * with the generated `wrangler.jsonc` and Worker (E2E_TARGET=workerd). The last
 * two serve the same builds as a static host or CDN would.
 */
export const TARGET: (typeof TARGETS)[number] =
  TARGETS.find((target) => target === process.env.E2E_TARGET) ?? "node";

const FIRST_PORT = Number(process.env.E2E_PORT || 4173) + TARGETS.indexOf(TARGET) * 10;

export const SITE_PORT = FIRST_PORT;
/** The content fixture site (tests/fixtures/content). */
export const FIXTURE_PORT = FIRST_PORT + 1;
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;
/** The site built for the base path /legal/. */
export const BASE_PATH_PORT = FIRST_PORT + 2;
export const BASE_PATH_URL = `http://localhost:${BASE_PATH_PORT}/legal/`;

/** The builds each server serves, by port. */
export const SITES = [
  { port: SITE_PORT, buildDir: "build", base: "/" },
  { port: FIXTURE_PORT, buildDir: "tests/fixtures/build", base: "/" },
  { port: BASE_PATH_PORT, buildDir: "tests/fixtures/build-legal", base: "/legal/" },
] as const;

/** Skips a test that needs the Node server itself when testing against a static host, saying why. */
export function needsNodeServer(reason: string) {
  test.skip(TARGET !== "node", `Needs the Node server: ${reason}`);
}

/** Redirects to a page's one address: Cloudflare's own are temporary, the others' permanent. */
export const CANONICAL_REDIRECT = TARGET === "workerd" ? 307 : 301;
