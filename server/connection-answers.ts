import { type OutgoingHttpHeaders, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { ALLOWED_METHODS } from "#contracts/http/request-guard.ts";
import { PLAIN_HEADERS } from "./plain-headers.ts";

/** The statuses Node's own answers give the requests its parser cannot read; 400 for the rest. */
const UNREADABLE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * A plain-text answer written straight to a connection that no request handler sees, with the
 * headers every other answer has; then the connection is destroyed, as Node's own answer does
 * (ending it alone would leave it half open, as an HTTP server's connections allow, for as long
 * as the client keeps its side).
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
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`);
  socket.destroy();
}

/**
 * Node's `clientError`: a request it could not read (a header over the limit, a malformed
 * request line) is answered with the status Node would give it, unless the connection has
 * carried an answer already, which may still be on its way: then it is only closed.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  answer(socket, UNREADABLE[error.code ?? ""] ?? 400);
}

/** Node's `connect`: a CONNECT request, which Node hands to no request handler. */
export function answerConnect(socket: Duplex) {
  answer(socket, 405, { Allow: ALLOWED_METHODS.join(", ") });
}
