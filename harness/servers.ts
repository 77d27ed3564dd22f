import { test } from "@playwright/test";
import { freePorts } from "./free-port.ts";

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

// Free ports, picked by the first process that needs them (the test runner) and handed down
// through the environment to its workers and servers: a second run or a benchmark beside it
// picks its own.
process.env.E2E_PORTS ??= (await freePorts(8)).join(",");
const PORTS = process.env.E2E_PORTS.split(",").map(Number);
const [SITE_PORT = 0, FIXTURE_PORT = 0, BASE_PATH_PORT = 0, LANGUAGES_PORT = 0] = PORTS;
/**
 * Where the Node server serves the same builds while a static host is tested: the answers every
 * host must give alike (tests/e2e/hosts-agree.spec.ts).
 */
export const REFERENCE_PORTS = PORTS.slice(4, 8);

export { SITE_PORT };
/** The content fixture site (tests/fixtures/content). */
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;
/** The site built for the base path /legal/. */
export const BASE_PATH_URL = `http://localhost:${BASE_PATH_PORT}/legal/`;
/** The languages fixture site (tests/fixtures/languages): English, Arabic and Japanese. */
export const LANGUAGES_URL = `http://localhost:${LANGUAGES_PORT}`;

/** The builds each server serves, by port. */
export const SITES = [
  { port: SITE_PORT, buildDir: "build", base: "/" },
  { port: FIXTURE_PORT, buildDir: "tests/fixtures/build", base: "/" },
  { port: BASE_PATH_PORT, buildDir: "tests/fixtures/build-legal", base: "/legal/" },
  { port: LANGUAGES_PORT, buildDir: "tests/fixtures/build-languages", base: "/" },
] as const;

/** What `serve-builds.ts` prints once every build answers: the test runner waits for it. */
export const EVERY_BUILD_SERVED = "every build is served";

/** Skips a test that needs the Node server itself when testing against a static host, saying why. */
export function needsNodeServer(reason: string) {
  test.skip(TARGET !== "node", `Needs the Node server: ${reason}`);
}
