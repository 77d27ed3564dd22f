import { constants, crc32, deflateRawSync } from "node:zlib";

/** The not-found page with a requested path in it: plain, and gzip-compressed. */
export interface NotFoundBody {
  identity: Buffer;
  gzip: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The longest text a stored deflate block can carry. */
const MAX_STORED_BLOCK = 0xffff;

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Deflate stored blocks (no compression, not final) holding `bytes`, starting on a byte boundary. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += MAX_STORED_BLOCK) {
    const chunk = bytes.subarray(start, start + MAX_STORED_BLOCK);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * The prerendered not-found page (`404.html`) as a template: the path it names
 * (`placeholder`, e.g. `/404.html`) is replaced per request by the requested path,
 * as escaped text. Its scripts are left as built, so the page's policy holds.
 *
 * Both halves around the path are compressed once, the first ending with a full
 * flush: a response is the halves' deflate data with the path between them as a
 * stored block, in a gzip frame. No compression runs per request.
 */
export function notFoundTemplate(html: string, placeholder: string) {
  const marker = `Page Not Found: ${escapeHtml(placeholder)}<`;
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + 1) !== -1) {
    throw new Error(`404.html must show "Page Not Found: ${placeholder}" once, as text`);
  }
  const head = Buffer.from(html.slice(0, at + marker.length - placeholder.length - 1));
  const tail = Buffer.from(html.slice(at + marker.length - 1));
  const headDeflated = deflateRawSync(head, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const tailDeflated = deflateRawSync(tail, { level: 9 });
  const headCrc = crc32(head);

  return (path: string): NotFoundBody => {
    const text = Buffer.from(escapeHtml(path));
    const identity = Buffer.concat([head, text, tail]);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(tail, crc32(text, headCrc)), 0);
    trailer.writeUInt32LE(identity.length % 2 ** 32, 4);
    const gzip = Buffer.concat([
      GZIP_HEADER,
      headDeflated,
      ...storedBlocks(text),
      tailDeflated,
      trailer,
    ]);
    return { identity, gzip };
  };
}
