import type { MiddlewareHandler } from "hono";

/** Longer request targets are refused with 414; no page has an address anywhere near it. */
export const MAX_URL_LENGTH = 2048;

const TRAVERSAL = /(?:^|[/\\])\.\.?(?:[/\\]|$)/;

/** Why a request path is refused, or undefined when it is acceptable. */
export function rejectPath(rawPath: string): { status: 400 | 414; reason: string } | undefined {
  if (rawPath.length > MAX_URL_LENGTH) return { status: 414, reason: "URI Too Long" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, reason: "Bad Request: malformed percent-encoding" };
  }
  if (decoded.includes("\0")) return { status: 400, reason: "Bad Request: NUL byte in path" };
  if (decoded.includes("\\") || TRAVERSAL.test(decoded)) {
    return { status: 400, reason: "Bad Request: path traversal" };
  }
  return undefined;
}

/** The site only serves: every address answers GET and HEAD, nothing else. */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/** Answers other methods with 405 and the allowed ones, before anything else runs. */
export function methodGuard(): MiddlewareHandler {
  const allowed: readonly string[] = ALLOWED_METHODS;
  return async (c, next) => {
    if (allowed.includes(c.req.method)) return next();
    return c.text("405 Method Not Allowed\n", 405, { Allow: ALLOWED_METHODS.join(", ") });
  };
}

/** Answers malformed, over-long and traversal requests before anything reads the path. */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    const target = c.req.url.slice(c.req.url.indexOf("/", c.req.url.indexOf("//") + 2));
    const pathEnd = target.search(/[?#]/);
    const rawPath = pathEnd === -1 ? target : target.slice(0, pathEnd);
    const rejection =
      target.length > MAX_URL_LENGTH
        ? { status: 414 as const, reason: "URI Too Long" }
        : rejectPath(rawPath);
    if (!rejection) return next();
    return c.text(`${rejection.status} ${rejection.reason}\n`, rejection.status);
  };
}
