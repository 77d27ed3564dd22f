import { z } from "zod";
import type { RuntimeOverrides } from "./runtime-overrides.ts";

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  BUILD_DIR: z.string().min(1).default("build"),
  // Processes serving the port together (node:cluster); 1 serves from this process.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Behind a proxy that terminates TLS: trust its X-Forwarded-Proto (for HSTS).
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  // Overrides the site's public address in every page served.
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  workers: number;
  trustProxy: boolean;
  overrides: RuntimeOverrides;
}

/** Reads the server's settings from the environment once, at start-up. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid server environment:\n${z.prettifyError(result.error)}`);
  }
  const { PORT, HOST, BUILD_DIR, WEB_CONCURRENCY, TRUST_PROXY, SITE_URL } = result.data;
  return {
    port: PORT,
    host: HOST,
    buildDir: BUILD_DIR,
    workers: WEB_CONCURRENCY,
    trustProxy: TRUST_PROXY,
    overrides: SITE_URL ? { siteUrl: SITE_URL } : {},
  };
}
