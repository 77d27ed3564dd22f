import * as v from "valibot";
import { siteUrlSchema } from "#contracts/site-config.ts";
import { describeIssues } from "#contracts/validation.ts";
import type { RuntimeOverrides } from "./runtime-overrides.ts";

function integer(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(min, `must be from ${min} to ${max}`),
      v.maxValue(max, `must be from ${min} to ${max}`),
    ),
    String(fallback),
  );
}

const environmentSchema = v.object({
  PORT: integer(0, 65535, 3000),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), "localhost"),
  BUILD_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "build"),
  // The content the build was made from: a file changed since is named at start.
  CONTENT_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), "content"),
  // Processes serving the port together (node:cluster); 1 serves from this process.
  WEB_CONCURRENCY: integer(1, 64, 1),
  // Behind a proxy that terminates TLS: trust its X-Forwarded-Proto (for HSTS).
  TRUST_PROXY: v.pipe(
    v.optional(v.picklist(["true", "false", "1", "0"], "must be true, false, 1 or 0"), "false"),
    v.transform((value) => value === "true" || value === "1"),
  ),
  // Overrides the site's public address in every page served.
  SITE_URL: v.optional(siteUrlSchema),
});

export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  contentDir: string;
  workers: number;
  trustProxy: boolean;
  overrides: RuntimeOverrides;
}

/** Reads the server's settings from the environment once, at start-up. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = v.safeParse(environmentSchema, env);
  if (!result.success) {
    throw new Error(`Invalid server environment:\n${describeIssues(result.issues)}`);
  }
  const { PORT, HOST, BUILD_DIR, CONTENT_DIR, WEB_CONCURRENCY, TRUST_PROXY, SITE_URL } =
    result.output;
  return {
    port: PORT,
    host: HOST,
    buildDir: BUILD_DIR,
    contentDir: CONTENT_DIR,
    workers: WEB_CONCURRENCY,
    trustProxy: TRUST_PROXY,
    overrides: SITE_URL ? { siteUrl: SITE_URL } : {},
  };
}

/** Vite's own port, where the development server listens unless `PORT` says otherwise. */
const DEV_SERVER_PORT = 5173;

/**
 * Where `npm run dev` listens: `PORT` and `HOST` as `npm start` reads them (a port given is
 * the one used, or the start fails), Vite's own port otherwise.
 */
export function devServerAddress(env: NodeJS.ProcessEnv = process.env) {
  const { port, host } = readServerConfig(env);
  const given = Boolean(env.PORT?.trim());
  return { port: given ? port : DEV_SERVER_PORT, host, strictPort: given };
}
