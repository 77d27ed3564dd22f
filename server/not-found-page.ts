import { constants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** How the not-found page is sent: plain, or gzip-compressed. */
export type NotFoundCoding = "identity" | "gzip";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The bodies kept for paths asked for again (an old link, a scanner's probe): at most this
 * many bytes, whatever the paths an attacker sends.
 */
const CACHE_BYTES = 8 * 1024 * 1024;

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
 * Both halves around the path are compressed once, the first ending with a full
 * flush: a gzip response is the halves' deflate data with the path between them, stored
 * uncompressed by zlib. A path asked for again is answered from a cache of bounded size.
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
  const headDeflated = deflateRawSync(head, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const tailDeflated = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);
  const rendered = new LRUCache<string, Buffer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (body, key) => body.length + key.length,
  });

  function gzip(text: Buffer): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, crc32(text, headCrc)), 0);
    trailer.writeUInt32LE((head.length + text.length + tail.length) % 2 ** 32, 4);
    return Buffer.concat([
      GZIP_HEADER,
      headDeflated,
      // Level 0 stores the text as it is, and the full flush ends it on a byte boundary.
      deflateRawSync(text, { level: 0, finishFlush: constants.Z_FULL_FLUSH }),
      tailDeflated,
      trailer,
    ]);
  }

  return (path: string, coding: NotFoundCoding): Buffer => {
    const key = `${coding} ${path}`;
    const cached = rendered.get(key);
    if (cached) return cached;
    const text = Buffer.from(escapeHtml(path));
    const body = coding === "gzip" ? gzip(text) : Buffer.concat([head, text, tail]);
    rendered.set(key, body);
    return body;
  };
}
