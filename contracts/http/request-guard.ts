/** Longer request targets are refused with 414; no page has an address anywhere near it. */
export const MAX_URL_LENGTH = 2048;

/** Requests whose header section is larger are refused with 431 (Node's own default limit). */
export const MAX_HEADER_BYTES = 16_384;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
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
  // Raw or percent-encoded, a control character has no place in an address, and must
  // never reach a header (a redirect's Location).
  if (CONTROL_CHARACTER.test(rawPath) || CONTROL_CHARACTER.test(decoded)) {
    return { status: 400, reason: "Bad Request: control character in path" };
  }
  if (decoded.includes("\\") || TRAVERSAL.test(decoded)) {
    return { status: 400, reason: "Bad Request: path traversal" };
  }
  return undefined;
}

/** The site only serves: every address answers GET and HEAD, nothing else. */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;
