import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import { isBuildFilePath, PLAIN_NOT_FOUND } from "#contracts/http/missing-files.ts";
import {
  ALLOWED_METHODS,
  MAX_HEADER_BYTES,
  MAX_URL_LENGTH,
  rejectPath,
} from "#contracts/http/request-guard.ts";
import {
  DEFAULT_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "#contracts/http/security-headers.ts";

/** What the Worker is given (`wrangler.jsonc`): the site's files and its base path. */
export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  BASE_PATH: string;
}

function answer(request: Request, status: number, text: string, extra = {}): Response {
  return new Response(request.method === "HEAD" ? null : text, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": DEFAULT_POLICY,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": REVALIDATE,
      // As `_headers` sends it on every other answer (browsers ignore it over HTTP).
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      ...extra,
    },
  });
}

function headerBytes(request: Request): number {
  let bytes = 0;
  request.headers.forEach((value, name) => {
    bytes += name.length + value.length + 4;
  });
  return bytes;
}

/**
 * Runs before Cloudflare's static assets (`run_worker_first`) to answer as the Node
 * server does where the assets cannot: 405 with `Allow`, 414, 431, and 400 for a path
 * with a control character, a malformed encoding or traversal (before any redirect can
 * copy it into a header), and a plain 404 for a missing asset or manifest. Everything
 * else is the assets' answer, with the headers and redirects of `_headers` and `_redirects`.
 */
export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const url = new URL(request.url);
    if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
      return answer(request, 405, "405 Method Not Allowed\n", {
        Allow: ALLOWED_METHODS.join(", "),
      });
    }
    if (url.pathname.length + url.search.length > MAX_URL_LENGTH) {
      return answer(request, 414, "414 URI Too Long\n");
    }
    if (headerBytes(request) > MAX_HEADER_BYTES) {
      return answer(request, 431, "431 Request Header Fields Too Large\n");
    }
    const rejection = rejectPath(url.pathname);
    if (rejection) {
      return answer(request, rejection.status, `${rejection.status} ${rejection.reason}\n`);
    }
    const response = await env.ASSETS.fetch(request);
    const inSite = `/${url.pathname.slice(env.BASE_PATH.length)}`;
    if (response.status === 404 && isBuildFilePath(inSite)) {
      return answer(request, 404, PLAIN_NOT_FOUND);
    }
    return response;
  },
};
