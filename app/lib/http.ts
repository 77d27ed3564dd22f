import { HTTP_CLIENT_MARK } from "#contracts/http-client.ts";
import { runtimeConfig } from "./runtime-config.ts";

/** Requests that take longer than this fail, unless a request sets its own time-out. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export class HttpError extends Error {
  readonly status: number;
  readonly url: string;

  constructor(status: number, url: string) {
    super(`HTTP ${status} from ${url}`);
    this.name = "HttpError";
    this.status = status;
    this.url = url;
  }
}

interface RequestOptions {
  /** Milliseconds before the request is abandoned; `false` for none. */
  timeout?: number | false;
}

/**
 * The app's one HTTP client, over the browser's `fetch`. Relative addresses
 * (`_app/builds/latest.json`) resolve against the site's base path from the
 * runtime configuration; absolute ones (the public icon API) stay as they are.
 * Every request has a time-out.
 */
export const http = {
  /** Any answer, successful or not; rejects only when there is none (network, time-out). */
  get(input: string, { timeout = DEFAULT_TIMEOUT_MS }: RequestOptions = {}): Promise<Response> {
    const base = new URL(runtimeConfig().baseURL, window.location.origin);
    const url = new URL(input, base);
    performance.mark(HTTP_CLIENT_MARK, { detail: url.href });
    return fetch(url, {
      credentials: "same-origin",
      signal: timeout === false ? undefined : AbortSignal.timeout(timeout),
    });
  },

  /** The JSON body of a successful answer; rejects on an error status or a body that is not JSON. */
  async getJson(input: string, options?: RequestOptions): Promise<unknown> {
    const response = await http.get(input, options);
    if (!response.ok) throw new HttpError(response.status, response.url);
    return response.json();
  },
};
