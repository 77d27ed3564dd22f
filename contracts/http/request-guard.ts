/** Longer request targets are refused with 414; no page has an address anywhere near it. */
export const MAX_URL_LENGTH = 2048;

/** Requests whose header section is larger are refused with 431 (Node's own default limit). */
export const MAX_HEADER_BYTES = 16_384;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const DOT_SEGMENT = /(?:^|[/\\])\.\.?(?:[/\\]|$)/;

/** Whether a path holds a `.` or `..` segment: browsers resolve them away, and hosts refuse them. */
export const hasDotSegment = (path: string) => DOT_SEGMENT.test(path);

/**
 * A request path with its percent-encoding decoded; throws a `URIError` when it is malformed.
 * Most paths hold no `%`: they are their own decoding, found without `decodeURIComponent`'s cost.
 */
export function decodePath(rawPath: string): string {
  return rawPath.includes("%") ? decodeURIComponent(rawPath) : rawPath;
}

/** Why a request path is refused, or undefined when it is acceptable. */
export function rejectPath(rawPath: string): { status: 400 | 414; reason: string } | undefined {
  if (rawPath.length > MAX_URL_LENGTH) return { status: 414, reason: "URI Too Long" };
  let decoded: string;
  try {
    decoded = decodePath(rawPath);
  } catch {
    return { status: 400, reason: "Bad Request: malformed percent-encoding" };
  }
  // Raw or percent-encoded, a control character has no place in an address, and must
  // never reach a header (a redirect's Location).
  if (CONTROL_CHARACTER.test(rawPath) || (decoded !== rawPath && CONTROL_CHARACTER.test(decoded))) {
    return { status: 400, reason: "Bad Request: control character in path" };
  }
  if (decoded.includes("\\") || hasDotSegment(decoded)) {
    return { status: 400, reason: "Bad Request: path traversal" };
  }
  return undefined;
}

/** The site only serves: every address answers GET and HEAD, nothing else. */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

// RFC 9110 §7.2 and RFC 3986 §3.2.2: an IP literal in brackets, or a registered name (letters,
// digits and `-._~!$&'()*+,;=` or percent-encoded octets), then an optional port.
const HOST =
  /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+)(?::\d{0,5})?$/;

/** Whether a `Host` header's value is a host (and port), as RFC 9112 §3.2 requires. */
export function isValidHost(value: string): boolean {
  return HOST.test(value);
}

/**
 * The path and query of a request target: an origin-form target as it is, an absolute-form
 * one (`http://host/path?q`, which RFC 9112 §3.2.2 says a server must accept) without its
 * scheme and host, which are never used. Undefined for any other form.
 */
export function originForm(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return undefined;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
