import { type OutgoingHttpHeaders, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import { ALLOWED_METHODS, MAX_URL_LENGTH } from "#contracts/http/request-guard.ts";

/** The statuses Node's own answers give the requests its parser cannot read; 400 for the rest. */
const UNREADABLE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** How long a refused connection's unread request is still read, so that no reset loses the answer. */
const LINGER_MS = 2_000;

/**
 * A plain-text answer written straight to a connection that no request handler sees, with the
 * headers every other answer has; then the connection is closed. What the client is still
 * sending is read and dropped until it closes its side, for `LINGER_MS` at most, as nginx's
 * lingering close does: destroyed with data unread, the connection would be reset, and the
 * reset can discard the answer before the client reads it. Ending it alone would leave it
 * half open, as an HTTP server's connections allow, for as long as the client keeps its side.
 */
function answer(socket: Duplex, status: number, extra: OutgoingHttpHeaders = {}) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const headers = {
    ...PLAIN_HEADERS,
    ...extra,
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(linger));
  socket.on("error", () => socket.destroy());
  socket.resume();
}

/**
 * The status of a request Node could not read. A header section over Node's limit whose
 * address alone is over the site's is refused for its address, with the 414 a shorter
 * over-long address gets from the request guard and every other host.
 */
export function unreadableStatus(code: string | undefined, packet: Buffer | undefined): number {
  if (code === "HPE_HEADER_OVERFLOW" && packet) {
    const lineEnd = packet.indexOf("\r\n");
    const requestLine = packet.subarray(0, lineEnd === -1 ? packet.length : lineEnd);
    const target = requestLine.toString("latin1").split(" ")[1] ?? "";
    if (target.length > MAX_URL_LENGTH) return 414;
  }
  return UNREADABLE[code ?? ""] ?? 400;
}

/**
 * Node's `clientError`: a request it could not read (a header over the limit, a malformed
 * request line) is answered with the status Node would give it, unless the connection has
 * carried an answer already, which may still be on its way: then it is only closed.
 */
export function answerUnreadableRequest(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
) {
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  answer(socket, unreadableStatus(error.code, error.rawPacket));
}

/** Node's `connect`: a CONNECT request, which Node hands to no request handler. */
export function answerConnect(socket: Duplex) {
  answer(socket, 405, { Allow: ALLOWED_METHODS.join(", ") });
}
