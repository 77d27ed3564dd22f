import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { gzipSync } from "node:zlib";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { combineRanges, parse as parseRange } from "range-parser";
import {
  answeredAddress,
  ICON_ENDPOINT,
  isPlainNotFound,
  PLAIN_NOT_FOUND,
  siteRedirects,
} from "#contracts/http/address-table.ts";
import { canonicalAddress } from "#contracts/http/canonical-address.ts";
import { DICTIONARY_CODING } from "#contracts/http/compression-dictionary.ts";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import {
  ALLOWED_METHODS,
  decodePath,
  isValidHost,
  MAX_URL_LENGTH,
  originForm,
  rejectPath,
} from "#contracts/http/request-guard.ts";
import { STRICT_TRANSPORT_SECURITY } from "#contracts/http/security-headers.ts";
import { weakEtag } from "#node-shared/etag.ts";
import { answerIconRequest } from "./icons-endpoint.ts";
import type { Site, SiteFile, Variant } from "./site-files.ts";

export interface HandlerOptions {
  /** Trust `X-Forwarded-Proto` from a proxy in front of the server (for HSTS). */
  trustProxy?: boolean;
}

const ALLOW = ALLOWED_METHODS.join(", ");
const ICONS_FOLDER = ICON_ENDPOINT.match.folder;

/**
 * Why a request's framing or host cannot be trusted (RFC 9112): an HTTP/1.0 message with
 * `Transfer-Encoding` (§6.1: faulty framing, the connection must close), or anything but
 * exactly one `Host` line holding a host (§3.2).
 */
function framingProblem(request: IncomingMessage): string | undefined {
  if (request.httpVersion === "1.0" && request.headers["transfer-encoding"] !== undefined) {
    return "Transfer-Encoding in an HTTP/1.0 request";
  }
  // The raw lines, since Node keeps only the first of two Host lines in `headers`.
  const { rawHeaders } = request;
  let hosts = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() !== "host") continue;
    hosts += 1;
    if (!isValidHost(rawHeaders[index + 1] ?? "")) return "Host is not a host";
  }
  if (request.httpVersion !== "1.0" && hosts !== 1) return "exactly one Host is required";
  return undefined;
}

type Coding = "br" | "gzip" | typeof DICTIONARY_CODING;

/**
 * Every coding a response can have, best first when the request welcomes them alike: a page
 * compressed against the dictionary the browser holds, then Brotli, then gzip.
 */
const CODINGS = [DICTIONARY_CODING, "br", "gzip", "identity"] as const;

// @types/negotiator (0.6) lacks the `preferred` option that negotiator 1 takes.
const negotiateEncodings = Negotiator.prototype.encodings as (
  this: Negotiator,
  available: typeof CODINGS,
  options: { preferred: typeof CODINGS },
) => Array<(typeof CODINGS)[number]>;

/**
 * The codings each `Accept-Encoding` line accepts, best first (browsers send a handful of
 * distinct lines), within a bounded size whatever the lines sent.
 */
const rankings = new LRUCache<string, ReadonlyArray<(typeof CODINGS)[number]>>({
  maxSize: 64 * 1024,
  sizeCalculation: (_ranked, line) => line.length + 1,
});

/**
 * The content coding to send, of those `available` (RFC 9110 §12.5.3): weights (`q=0` is
 * "not acceptable"), `*` and `identity` as the request gives them, a coding it does not list
 * is not acceptable, and Brotli goes before gzip when the request welcomes both alike.
 * Undefined means no coding: nothing compressed is acceptable (when not even `identity` is,
 * the body is still sent without a coding, as the RFC allows).
 */
function chooseCoding(request: IncomingMessage, available: readonly Coding[]): Coding | undefined {
  const line = request.headers["accept-encoding"] ?? "";
  let ranked = rankings.get(line);
  if (!ranked) {
    // Weight first, then this order: the best of those available is the first of them here.
    ranked = negotiateEncodings.call(new Negotiator(request), CODINGS, { preferred: CODINGS });
    rankings.set(line, ranked);
  }
  for (const coding of ranked) {
    if (coding === "identity") return undefined;
    if (available.includes(coding)) return coding;
  }
  return undefined;
}

/**
 * Whether a `Range` header still applies: with `If-Range`, only when its validator matches
 * strongly (RFC 9110 §13.1.5), which this server's weak entity tags and absent dates never do,
 * so the whole representation is sent.
 */
function rangeApplies(request: IncomingMessage): boolean {
  return request.headers.range !== undefined && request.headers["if-range"] === undefined;
}

/**
 * Whether the client's copy is current (RFC 9110 §13.1.2, §13.1.3), by `fresh`; only a
 * conditional request is asked, so that the common one costs nothing more.
 */
function isFresh(request: IncomingMessage, validators: fresh.Headers): boolean {
  const { headers } = request;
  if (headers["if-none-match"] === undefined && headers["if-modified-since"] === undefined) {
    return false;
  }
  return fresh(headers, validators);
}

/** One byte range of a body (`range-parser`), whether it cannot be served, or none to serve. */
function byteRange(header: string, size: number): [number, number] | "unsatisfiable" | undefined {
  const { code, type, ranges } = parseRange(size, header);
  // Malformed, or another unit: the header is ignored (RFC 9110 §14.2).
  if (type !== "bytes" || (code & 1) !== 0) return undefined;
  const [range, ...more] = combineRanges(ranges);
  if (!range) return "unsatisfiable";
  // Several ranges would need a multipart answer: the whole representation is sent instead.
  return more.length === 0 ? [range.start, range.end] : undefined;
}

/**
 * The site's HTTP handler: every answer comes from what was read at start. Bad
 * requests are answered first (method, length, encoding, control characters,
 * traversal), then the base path and one address per page, the build's
 * redirects, the files, the icon endpoint, and the not-found page.
 */
export function createRequestHandler(site: Site, { trustProxy = false }: HandlerOptions = {}) {
  const { base, files, meta } = site;
  // A Map, since looking a new path up as an object's property is slow in V8 (a string table probe).
  const redirects = new Map(siteRedirects(meta, base).map((rule) => [rule.from, rule]));

  function isHttps(request: IncomingMessage): boolean {
    if ((request.socket as TLSSocket).encrypted) return true;
    if (!trustProxy) return false;
    const forwarded = request.headers["x-forwarded-proto"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0];
    return first?.trim().toLowerCase() === "https";
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: OutgoingHttpHeaders,
    body?: Buffer | string | readonly Buffer[],
  ) {
    const sent = isHttps(request)
      ? { ...headers, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }
      : headers;
    response.writeHead(status, sent);
    if (request.method === "HEAD" || !Array.isArray(body)) {
      response.end(request.method === "HEAD" ? undefined : body);
      return;
    }
    // A body in parts leaves in one write, with the headers. The last part goes with `end`,
    // which then finishes the answer with that write; a bare `end()` adds an empty write.
    response.cork();
    const last = body.length - 1;
    for (let index = 0; index < last; index += 1) response.write(body[index]);
    response.end(body[last]);
    response.uncork();
  }

  function sendText(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    text: string,
    extra: OutgoingHttpHeaders = {},
  ) {
    const body = Buffer.from(text);
    send(
      request,
      response,
      status,
      { ...PLAIN_HEADERS, ...extra, "Content-Length": body.length },
      body,
    );
  }

  function redirect(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    location: string,
  ) {
    send(request, response, status, {
      ...PLAIN_HEADERS,
      Location: location,
      "Content-Length": 0,
    });
  }

  function sendFile(request: IncomingMessage, response: ServerResponse, file: SiteFile) {
    const range = rangeApplies(request) ? request.headers.range : undefined;
    let chosen: Variant = file.identity;
    if (!range) {
      const holdsDictionary =
        site.availableDictionary !== undefined &&
        request.headers["available-dictionary"] === site.availableDictionary;
      const available = ([DICTIONARY_CODING, "br", "gzip"] as const).filter(
        (coding) => file[coding] && (coding !== DICTIONARY_CODING || holdsDictionary),
      );
      const coding = chooseCoding(request, available);
      chosen = (coding && file[coding]) || file.identity;
    }
    if (
      isFresh(request, {
        etag: file.etag,
        "last-modified": file.identity.headers["Last-Modified"],
      })
    ) {
      const {
        "Content-Length": _length,
        "Content-Encoding": _encoding,
        ...headers
      } = chosen.headers;
      send(request, response, 304, headers);
      return;
    }
    if (range) {
      const size = file.identity.body.length;
      const bytes = byteRange(range, size);
      if (bytes === "unsatisfiable") {
        send(request, response, 416, {
          ...file.identity.headers,
          "Content-Range": `bytes */${size}`,
          "Content-Length": 0,
        });
        return;
      }
      if (bytes) {
        const [start, end] = bytes;
        send(
          request,
          response,
          206,
          {
            ...file.identity.headers,
            "Content-Range": `bytes ${start}-${end}/${size}`,
            "Content-Length": end - start + 1,
          },
          file.identity.body.subarray(start, end + 1),
        );
        return;
      }
    }
    send(request, response, 200, chosen.headers, chosen.body);
  }

  function sendNotFound(request: IncomingMessage, response: ServerResponse, path: string) {
    const gzip = chooseCoding(request, ["gzip"]) === "gzip";
    const notFound = site.notFoundFor(path);
    const parts = notFound.render(path, gzip ? "gzip" : "identity");
    send(
      request,
      response,
      404,
      {
        ...notFound.headers,
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
        "Content-Length": parts.reduce((length, part) => length + part.length, 0),
      },
      parts,
    );
  }

  async function sendIcons(
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    search: string,
  ) {
    const answer = await answerIconRequest(
      file,
      new URLSearchParams(search).get("icons") ?? undefined,
    );
    const identity = Buffer.from(answer.body);
    const etag = weakEtag(identity);
    const headers: OutgoingHttpHeaders = {
      ...PLAIN_HEADERS,
      "Content-Type": ICON_ENDPOINT.contentType,
      "Cache-Control": answer.cacheControl ?? ICON_ENDPOINT.cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (answer.status === 200 && isFresh(request, { etag })) {
      send(request, response, 304, headers);
      return;
    }
    const gzip = identity.length > 1_024 && chooseCoding(request, ["gzip"]) === "gzip";
    const body = gzip ? gzipSync(identity) : identity;
    send(
      request,
      response,
      answer.status,
      {
        ...headers,
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
        "Content-Length": body.length,
      },
      body,
    );
  }

  return async function handle(request: IncomingMessage, response: ServerResponse) {
    const { method = "" } = request;
    const framing = framingProblem(request);
    if (framing) {
      sendText(request, response, 400, `400 Bad Request: ${framing}\n`, { Connection: "close" });
      return;
    }
    if (method !== "GET" && method !== "HEAD") {
      sendText(request, response, 405, "405 Method Not Allowed\n", { Allow: ALLOW });
      return;
    }
    if ((request.url ?? "").length > MAX_URL_LENGTH) {
      sendText(request, response, 414, "414 URI Too Long\n");
      return;
    }
    const url = originForm(request.url ?? "") ?? "";
    const queryAt = url.indexOf("?");
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? "" : url.slice(queryAt);
    const rejection = rawPath.startsWith("/")
      ? rejectPath(rawPath)
      : { status: 400, reason: "Bad Request: not a path" };
    if (rejection) {
      sendText(request, response, rejection.status, `${rejection.status} ${rejection.reason}\n`);
      return;
    }
    const requested = decodePath(rawPath);
    // An app-link file is answered at its address with a trailing slash too, never redirected.
    const answered = requested.startsWith(base)
      ? answeredAddress(`/${requested.slice(base.length)}`)
      : { path: requested, redirectable: true };
    const path = requested.startsWith(base) ? `${base}${answered.path.slice(1)}` : requested;

    const canonical = answered.redirectable ? canonicalAddress(rawPath, base) : undefined;
    if (canonical) {
      redirect(request, response, 301, `${canonical}${search}`);
      return;
    }
    if (!path.startsWith(base)) {
      sendText(request, response, 404, "404 Not Found\n");
      return;
    }
    const inSite = `/${path.slice(base.length)}`;
    const rule = redirects.get(path);
    if (rule) {
      redirect(request, response, rule.status, `${rule.to}${search}`);
      return;
    }
    const file = files.get(path);
    if (file) {
      sendFile(request, response, file);
      return;
    }
    if (inSite.startsWith(ICONS_FOLDER)) {
      await sendIcons(request, response, inSite.slice(ICONS_FOLDER.length), search);
      return;
    }
    if (isPlainNotFound(inSite)) {
      sendText(request, response, 404, PLAIN_NOT_FOUND);
      return;
    }
    const appLinkPage = site.appLinkPageAt(inSite);
    if (appLinkPage) {
      sendFile(request, response, appLinkPage);
      return;
    }
    sendNotFound(request, response, path);
  };
}
