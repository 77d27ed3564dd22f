import { test } from "@playwright/test";

/**
 * The servers the end-to-end tests run against, each serving its own build:
 * the Node server by default, or nginx with the generated configuration
 * (E2E_TARGET=nginx), which serves the same builds as a static host would.
 */
export const TARGET: "node" | "nginx" = process.env.E2E_TARGET === "nginx" ? "nginx" : "node";

const FIRST_PORT = Number(process.env.E2E_PORT || 4173) + (TARGET === "nginx" ? 10 : 0);

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

/** Skips a test that needs the Node server itself when testing against nginx, saying why. */
export function needsNodeServer(reason: string) {
  test.skip(TARGET === "nginx", `Needs the Node server: ${reason}`);
}
