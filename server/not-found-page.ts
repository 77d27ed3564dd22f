import { constants, crc32, deflateRawSync } from "node:zlib";

/** How the not-found page is sent: plain, or gzip-compressed. */
export type NotFoundCoding = "identity" | "gzip";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Level 0 stores a text as it is; the full flush ends it on a byte boundary. */
const STORED = { level: 0, finishFlush: constants.Z_FULL_FLUSH };

/**
 * The longest text whose framing is kept: far beyond the longest path the request guard lets
 * through (2,048 characters, 6 bytes each at most once escaped), so that the kept framings stay
 * few and small whatever the paths an attacker sends.
 */
const LONGEST_FRAMED = 16 * 1024;

/** What zlib writes around a stored text of some length. */
interface Framing {
  before: Buffer;
  after: Buffer;
}

/** Bytes kept for good, in memory of their own rather than a view of a larger buffer. */
function own(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

const framings = new Map<number, Framing | undefined>();

/**
 * zlib's framing of a stored text of `length` bytes, taken from its output for one text and
 * checked on another: a stored block holds its text as it is (RFC 1951 §3.2.4), so what zlib
 * writes around it depends only on the length. Undefined when zlib stores that length some
 * other way (in several blocks): such a text is then deflated as it comes.
 */
export function framingOf(length: number): Framing | undefined {
  if (framings.has(length)) return framings.get(length);
  const [one, other] = [Buffer.alloc(length, "a"), Buffer.alloc(length, "b")];
  const deflated = deflateRawSync(one, STORED);
  const at = deflated.indexOf(one);
  const framing = {
    before: own(deflated.subarray(0, at)),
    after: own(deflated.subarray(at + length)),
  };
  const holds =
    at !== -1 &&
    deflateRawSync(other, STORED).equals(Buffer.concat([framing.before, other, framing.after]));
  framings.set(length, holds ? framing : undefined);
  return framings.get(length);
}

/** `text` as stored deflate data ending on a byte boundary, in one buffer. */
function stored(text: Buffer): Buffer {
  const framing = text.length <= LONGEST_FRAMED ? framingOf(text.length) : undefined;
  return framing
    ? Buffer.concat([framing.before, text, framing.after])
    : deflateRawSync(text, STORED);
}

/**
 * `crc32(data, value)` for any `value`, without reading `data` again: a CRC is affine in the
 * value it continues from, so 33 checksums of `data` (from 0 and from each single bit) give it.
 */
function crc32From(data: Buffer): (value: number) => number {
  const fromZero = crc32(data, 0);
  const bitEffects = Array.from({ length: 32 }, (_, bit) => crc32(data, 2 ** bit) ^ fromZero);
  return (value) => {
    let crc = fromZero;
    for (let bit = 0; bit < 32; bit += 1) {
      if ((value >>> bit) & 1) crc ^= bitEffects[bit] ?? 0;
    }
    return crc >>> 0;
  };
}

const UNSAFE_IN_HTML = /[&<>"']/;

function escapeHtml(text: string): string {
  if (!UNSAFE_IN_HTML.test(text)) return text;
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * A prerendered not-found page (`404.html`, or a language's `de/404.html`) as a template: the
 * path that ends its message (`placeholder`, its own address, e.g. `/404.html`: "Page Not
 * Found: /404.html", "ページが見つかりません：/ja/404.html") is replaced per request by the
 * requested path, as escaped text. Its scripts are left as built, so the page's policy holds.
 *
 * A body is sent as the parts it is made of: the halves around the path are never copied per
 * request. Both are compressed once, the first ending with a full flush: a gzip response is
 * the halves' deflate data with the path between them, stored uncompressed in one small part,
 * then the checksum and length of the whole. Only the path is read per request.
 */
export function notFoundTemplate(html: string, placeholder: string) {
  // The path ends a text: an element closes right after it.
  const named = escapeHtml(placeholder);
  const at = html.indexOf(`${named}</`);
  if (at === -1 || html.indexOf(`${named}</`, at + 1) !== -1) {
    throw new Error(`${placeholder} must name its own address once, at the end of a text`);
  }
  const head = Buffer.from(html.slice(0, at));
  const tail = Buffer.from(html.slice(at + named.length));
  const gzipHead = Buffer.concat([
    GZIP_HEADER,
    deflateRawSync(head, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  ]);
  const tailDeflated = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);
  const tailCrcFrom = crc32From(tail);

  /** The body naming `path`, in parts to be sent one after the other. */
  return (path: string, coding: NotFoundCoding): readonly Buffer[] => {
    const text = Buffer.from(escapeHtml(path));
    if (coding === "identity") return [head, text, tail];
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(tailCrcFrom(crc32(text, headCrc)), 0);
    trailer.writeUInt32LE((head.length + text.length + tail.length) % 2 ** 32, 4);
    return [gzipHead, stored(text), tailDeflated, trailer];
  };
}
