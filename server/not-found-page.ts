import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** How the not-found page is sent: plain, or gzip-compressed. */
export type NotFoundCoding = "identity" | "gzip";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The compressed path parts kept for paths asked for again (an old link, a scanner's probe): at
 * most this many bytes, whatever the paths an attacker sends.
 */
const CACHE_BYTES = 4 * 1024 * 1024;

function escapeHtml(text: string): string {
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
 * A body is sent as the parts it is made of, which are never copied together. Both halves
 * around the path are compressed once, the first ending with a full flush: a gzip response is
 * the halves' deflate data with the path between them, stored uncompressed by zlib (level 0),
 * then the checksum and length of the whole. What depends on the path alone (its stored data
 * and the trailer) is kept for a path asked for again, in a cache of bounded size.
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
  const gzipParts = new LRUCache<string, { stored: Buffer; trailer: Buffer }>({
    maxSize: CACHE_BYTES,
    // The objects around the bytes count too.
    sizeCalculation: ({ stored }, path) => stored.length + path.length * 2 + 256,
  });

  function gzipPartsOf(path: string) {
    const cached = gzipParts.get(path);
    if (cached) return cached;
    const text = Buffer.from(escapeHtml(path));
    // Level 0 stores the text as it is, and the full flush ends it on a byte boundary. Nothing
    // is compressed: the smallest window, memory and output buffer make the stream cheap.
    const deflated = deflateRawSync(text, {
      level: 0,
      windowBits: 9,
      memLevel: 1,
      chunkSize: Math.max(constants.Z_MIN_CHUNK, text.length + 16),
      finishFlush: constants.Z_FULL_FLUSH,
    });
    // Kept for long, so in memory of its own: not a view of zlib's buffer or Node's shared pool.
    const stored = Buffer.allocUnsafeSlow(deflated.length);
    deflated.copy(stored);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, crc32(text, headCrc)), 0);
    trailer.writeUInt32LE((head.length + text.length + tail.length) % 2 ** 32, 4);
    const parts = { stored, trailer };
    gzipParts.set(path, parts);
    return parts;
  }

  /** The body naming `path`, in parts to be sent one after the other. */
  return (path: string, coding: NotFoundCoding): readonly Buffer[] => {
    if (coding === "identity") return [head, Buffer.from(escapeHtml(path)), tail];
    const { stored, trailer } = gzipPartsOf(path);
    return [gzipHead, stored, tailDeflated, trailer];
  };
}
