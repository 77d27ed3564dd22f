import ky, { type KyInstance } from "ky";
import { runtimeConfig } from "./runtime-config.ts";

/** Requests that take longer than this fail, unless a request sets its own time-out. */
export const DEFAULT_TIMEOUT_MS = 10_000;

let client: KyInstance | undefined;

/**
 * The app's one HTTP client. Relative addresses (`_app/builds/latest.json`)
 * resolve against the site's base path from the runtime configuration;
 * absolute ones (the public icon API) are left as they are.
 */
export function http(): KyInstance {
  client ??= ky.create({
    baseUrl: new URL(runtimeConfig().baseURL, window.location.origin),
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 0,
  });
  return client;
}
