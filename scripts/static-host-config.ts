import { type BuildMeta, pageHtmlFile } from "#contracts/build-manifest.ts";
import {
  ADDRESS_TABLE,
  type AddressKind,
  addressKind,
  appLinkPageFile,
  CONTENT_TYPES,
  HOST_FILES,
  PLAIN_NOT_FOUND,
  PRECOMPRESSED_COPIES,
  PRECOMPRESSED_EXTENSIONS,
  siteRedirects,
} from "#contracts/http/address-table.ts";
import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import {
  availableDictionary,
  DICTIONARY_CODING,
  DICTIONARY_COPY,
  dictionaryScope,
  pageDictionaryHeaders,
} from "#contracts/http/compression-dictionary.ts";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import { ALLOWED_METHODS, MAX_URL_LENGTH } from "#contracts/http/request-guard.ts";
import {
  DEFAULT_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "#contracts/http/security-headers.ts";
import type { AppLinkPolicies } from "./worker-policies.ts";

interface StaticHostInput {
  /** The base path, such as `/` or `/legal/`. */
  base: string;
  meta: BuildMeta;
  /** The Content-Security-Policy of `404.html` (its own inline scripts). */
  notFoundPolicy: string;
  /** The not-found page of each language but the default, in its folder (`de/`), and its policy. */
  languageNotFound: readonly { folder: string; policy: string }[];
  /** The addresses answered with an app-link page, and each language's page's policy. */
  appLink?: AppLinkPolicies;
  /** One Content-Security-Policy allowing the inline code of every page and `404.html`. */
  sitePolicy: string;
  /** The kinds of address that are not pages: the site's own table, unless a test gives one. */
  table?: readonly AddressKind[];
}

/** The kinds a static host serves: all but the Node server's own endpoints. */
function staticKinds(table: readonly AddressKind[]): AddressKind[] {
  return table.filter((kind) => !kind.nodeOnly);
}

/** A kind's addresses as a `_headers` pattern: `/assets/*`, `/*.data`, `/manifest.webmanifest`. */
function headersPattern(base: string, { match }: AddressKind): string {
  if ("exact" in match) return `${base}${match.exact.slice(1)}`;
  if ("folder" in match) return `${base}${match.folder.slice(1)}*`;
  return `${base}*${match.extension}`;
}

/**
 * Byte by byte (nginx matches bytes): printable ASCII but the backslash, or well-formed UTF-8
 * sequences, up to the very end (`\z`: PCRE's `$` also matches before a final newline, a decoded
 * `%0A`).
 */
const VALID_PATH = String.raw`^(?:[\x20-\x5b\x5d-\x7e]|[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2})*\z`;

/** The address of a page's own file (`PrivacyPolicy.html`): not found. */
function pageFileLocation(base: string, path: string): string {
  return `  location = ${base}${pageHtmlFile(path)} {\n    return 404;\n  }`;
}

/** Any of `values`, as a regular expression's alternatives. */
const anyOf = (values: readonly string[]) => values.map(escapeRegex).join("|");

/** The files for the hosts themselves, at the root of the output. */
const HOST_FILE = `^/(?:${anyOf(HOST_FILES)})$`;
/** The precompressed copies: sent for their files, never at an address of their own. */
const PRECOMPRESSED_COPY = `(?:${anyOf(PRECOMPRESSED_EXTENSIONS)})$`;

/**
 * The not-found page of an address: its language's, when it is under a language's folder (or is
 * the folder's own address), the site's elsewhere. Chosen once for every answer, since nginx
 * answers an address by the first location that matches it, which may be a kind's (`.md`).
 */
function notFoundPageChoice(base: string, languageNotFound: StaticHostInput["languageNotFound"]) {
  return [
    `  set $not_found_page ${base}404.html;`,
    ...languageNotFound.map(
      ({ folder }) =>
        `  if ($uri ~ "^${escapeRegex(`${base}${folder.slice(0, -1)}`)}(?:/|$)") { set $not_found_page ${base}${folder}404.html; }`,
    ),
    "  error_page 404 $not_found_page;",
  ];
}

function pageAddress(base: string, path: string): string {
  return `${base}${path.slice(1)}`;
}

/** Whether a language's folder (`de/`) has a home page (`/de`). */
function hasHome(meta: BuildMeta, folder: string): boolean {
  return meta.prerendered.includes(`/${folder.slice(0, -1)}`);
}

/** A page's Content-Security-Policy, as the build's route rules give it. */
export function routePolicy(meta: BuildMeta, path: string): string {
  return meta.routeRules[path]?.headers?.["Content-Security-Policy"] ?? DEFAULT_POLICY;
}

/** The headers a kind's files are sent with on every host but the type nginx's `types` may give. */
function kindHeaders(base: string, kind: AddressKind): Record<string, string> {
  return {
    "Cache-Control": kind.cacheControl,
    ...(kind.contentType ? { "Content-Type": kind.contentType } : {}),
    ...(kind.dictionary ? { "Use-As-Dictionary": dictionaryScope(base) } : {}),
  };
}

/** Headers but the type, which nginx's `types` gives. */
function withoutType({ "Content-Type": _type, ...headers }: Record<string, string>) {
  return headers;
}

/**
 * `_headers`, in the format of Netlify and Cloudflare: the security headers, HSTS and
 * one Content-Security-Policy on every response (404 answers included, whatever their
 * address), and the cache rules of the Node server.
 */
export function headersFile({
  base,
  meta,
  sitePolicy,
  languageNotFound,
  table = ADDRESS_TABLE,
}: StaticHostInput): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Hosts send the headers of every rule that matches, a header set twice as two lines
  // (two policies would both apply): no header is set by two rules.
  return `${[
    block(`${base}*`, {
      ...SECURITY_HEADERS,
      "Content-Security-Policy": sitePolicy,
      // Sent over plain HTTP too, where browsers ignore it.
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    }),
    ...staticKinds(table).map((kind) => block(headersPattern(base, kind), kindHeaders(base, kind))),
    block(`${base}404.html`, { "Cache-Control": REVALIDATE }),
    ...languageNotFound.map(({ folder }) =>
      block(`${base}${folder}404.html`, { "Cache-Control": REVALIDATE }),
    ),
    ...meta.prerendered.map((path) =>
      block(pageAddress(base, path), { "Cache-Control": REVALIDATE }),
    ),
    // The files of no kind (the site owner's), revalidated as the Node server sends them.
    ...meta.files
      .filter((path) => !addressKind(path, table))
      .map((path) => block(`${base}${path.slice(1)}`, { "Cache-Control": REVALIDATE })),
  ].join("\n\n")}\n`;
}

/**
 * Files of the output that Cloudflare must not publish: the precompressed copies it makes itself.
 * The pages' copies compressed against the dictionary are published, for the Worker to send.
 */
export const ASSETS_IGNORE = [PRECOMPRESSED_COPIES.br, PRECOMPRESSED_COPIES.gzip]
  .map((extension) => `*${extension}\n`)
  .join("");

/**
 * `wrangler.jsonc` for Cloudflare (Workers static assets), beside the `client` folder
 * and the Worker (`worker.js`) that runs first to refuse bad requests.
 */
export function wranglerConfig({ base, name }: { base: string; name: string }): string {
  const config = {
    name,
    main: "./worker.js",
    // The build has bundled the Worker already: Wrangler takes the file as it is, and its
    // development server keeps no bundler watching the file.
    no_bundle: true,
    compatibility_date: "2026-11-01",
    vars: { BASE_PATH: base },
    assets: {
      directory: "./client",
      binding: "ASSETS",
      // Pages are flat files (`PrivacyPolicy.html`), served at their exact address.
      html_handling: "auto-trailing-slash",
      not_found_handling: "404-page",
      run_worker_first: true,
    },
  };
  return `// Generated by the build. Deploy with: npx wrangler deploy --config build/wrangler.jsonc\n${JSON.stringify(config, null, 2)}\n`;
}

/**
 * `_redirects`, in the format of Netlify and Cloudflare: the site's redirects, then (for
 * Netlify, which has one `404.html` of its own) each language's 404 page for the unknown
 * addresses under its folder. Cloudflare answers those with the nearest `404.html` by itself
 * and skips the 404 lines with a warning at deploy; Netlify applies a rule only where no file
 * answers, so a page is never shadowed.
 */
export function redirectsFile({ base, meta, languageNotFound }: StaticHostInput): string {
  const redirects = siteRedirects(meta, base).map(
    ({ from, to, status }) => `${from} ${to} ${status}`,
  );
  const notFound = languageNotFound.flatMap(({ folder }) => [
    ...(hasHome(meta, folder)
      ? []
      : [`${base}${folder.slice(0, -1)} ${base}${folder}404.html 404`]),
    `${base}${folder}* ${base}${folder}404.html 404`,
  ]);
  return `${[...redirects, ...notFound].join("\n")}\n`;
}

/** A double-quoted nginx string: nginx reads `\\` as one backslash and `\"` as a quote. */
const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * The headers nginx adds to an answer, as the other hosts send their own (a redirect, a refusal),
 * but its type: nginx's own list of types or a location's `default_type` gives that.
 */
const ANSWER_HEADERS = Object.fromEntries(
  Object.entries(PLAIN_HEADERS).filter(([name]) => name !== "Content-Type"),
);

/** `add_header` lines: every location repeats them, since nginx does not inherit them into one that adds its own. */
function addHeaders(headers: Record<string, string>, indent = "    "): string {
  return Object.entries({ ...ANSWER_HEADERS, ...headers })
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .concat(`${indent}add_header Strict-Transport-Security $hsts always;`)
    .join("\n");
}

/**
 * The types of the site's files by extension (`CONTENT_TYPES`), which nginx's own list names
 * otherwise (`application/javascript`, `image/x-icon`) or not at all (AVIF): a `types` block,
 * and the types nginx adds its `charset` to, those said with theirs.
 */
function contentTypes(): string[] {
  const byType = new Map<string, { extensions: string[]; charset: boolean }>();
  for (const [extension, value] of Object.entries(CONTENT_TYPES)) {
    const [type = "", ...parameters] = value.split(";").map((part) => part.trim());
    const entry = byType.get(type) ?? {
      extensions: [],
      charset: parameters.includes("charset=utf-8"),
    };
    entry.extensions.push(extension.slice(1));
    byType.set(type, entry);
  }
  return [
    "  # The types of the site's files, as every host names them.",
    "  types {",
    ...[...byType].map(([type, { extensions }]) => `    ${type} ${extensions.join(" ")};`),
    "  }",
    `  charset_types ${[...byType].flatMap(([type, { charset }]) => (charset ? [type] : [])).join(" ")};`,
  ];
}

/** Sets `$hsts`, the value of the Strict-Transport-Security header: empty over plain HTTP. */
function setHsts(indent: string): string[] {
  return [
    `${indent}set $hsts "";`,
    `${indent}if ($https = on) { set $hsts ${quote(STRICT_TRANSPORT_SECURITY)}; }`,
  ];
}

/** Where nginx sends a refused request internally, for its answer. */
const REQUEST_ERRORS = "/_app/request-error/";

/**
 * The answer to a request refused with `status`, by nginx while reading it or by a check below:
 * `sent`, with a plain text body and the security headers. Its location sets `$hsts` itself,
 * since the server's own `set` runs only for a request that was read whole; it is an internal
 * address, not a named location, which nginx cannot reach before it has read a path.
 */
function requestError(status: number, sent: number, reason: string): string[] {
  const address = `${REQUEST_ERRORS}${sent}`;
  return [
    `  error_page ${status} =${sent} ${address};`,
    `  location = ${address} {`,
    "    internal;",
    ...setHsts("    "),
    addHeaders({}),
    "    default_type text/plain;",
    `    return ${sent} "${sent} ${reason}\\n";`,
    "  }",
  ];
}

/**
 * Leads a path matching `pattern` to its first capture: a rewrite, unlike a return,
 * percent-encodes the decoded path it copies into the Location header.
 */
function leadToCapture(pattern: string): string {
  return `  location ~ ${pattern} {\n    rewrite ${pattern} $1 permanent;\n  }`;
}

function location(match: string, headers: Record<string, string>, body: string[] = []): string {
  return [
    `  location ${match} {`,
    addHeaders(headers),
    ...body.map((line) => `    ${line}`),
    "  }",
  ].join("\n");
}

/**
 * The location of a kind of address: its cache rule, its content type where nginx's own list
 * of types may not know it, and a plain 404 for a missing file where the kind says so.
 */
function kindLocation(base: string, kind: AddressKind): string {
  const { match } = kind;
  const matching =
    "exact" in match
      ? `= ${base}${match.exact.slice(1)}`
      : "folder" in match
        ? `^~ ${base}${match.folder.slice(1)}`
        : `~ ${escapeRegex(match.extension)}$`;
  const body = [
    // A file's address with a trailing slash is answered as the file, not redirected.
    ...(kind.slashIgnored && "folder" in match
      ? [`rewrite ^(${escapeRegex(`${base}${match.folder.slice(1)}`)}.+?)/+$ $1 last;`]
      : []),
    ...(kind.contentType ? ["types { }", `default_type "${kind.contentType}";`] : []),
    ...(kind.plainNotFound ? ["error_page 404 = @missing_file;"] : []),
    "try_files $uri =404;",
    // A precompressed copy's address is not found, with this location's headers and 404.
    ...("folder" in match
      ? [
          `location ~ ${PRECOMPRESSED_COPY} { return 404; }`,
          // In another folder, it is led to the address without it, as everywhere (nginx looks
          // for no other location once a folder's has matched), with the headers of a redirect
          // rather than the folder's cache rule.
          ...(kind.slashIgnored
            ? []
            : [
                [
                  "location ~ /$ {",
                  addHeaders({}, "      "),
                  `      rewrite ^(${escapeRegex(`${base}${match.folder.slice(1, -1)}`)}.*?)/+$ $1 permanent;`,
                  "    }",
                ].join("\n"),
              ]),
        ]
      : []),
  ];
  return [`  # ${kind.name}`, location(matching, withoutType(kindHeaders(base, kind)), body)].join(
    "\n",
  );
}

/**
 * The addresses that open the app on a phone that has it, answered with the app-link page of
 * their language unless a file is there: the expression's first group is the language's folder
 * (`appLinkAddresses`), which names the page's file. After every kind's location: nginx tries
 * regular expressions in order, so a kind's extension (`.md`) comes first, as on the other hosts.
 */
function appLinkLocations(base: string, { addresses, pages }: AppLinkPolicies) {
  const underBase = `^${escapeRegex(base.slice(0, -1))}${addresses.slice(1)}`;
  return [
    "  # The addresses that open the app (app.links): the app-link page of their language.",
    location(
      `~ ${quote(underBase)}`,
      { "Cache-Control": REVALIDATE, "Content-Security-Policy": DEFAULT_POLICY },
      [`try_files $uri ${base}${appLinkPageFile("$1")};`],
    ),
    ...pages.map(({ folder, policy }) =>
      location(
        `= ${base}${appLinkPageFile(folder)}`,
        { "Cache-Control": REVALIDATE, "Content-Security-Policy": policy },
        ["internal;"],
      ),
    ),
  ];
}

/**
 * A page compressed against the dictionary (`compression-dictionary.ts`), for a browser that
 * holds this build's and takes `dcz` (listed without a weight, as browsers send it): its page's
 * location leads to the copy, whose own location sends it with the page's policy, or the page
 * itself where the copy is missing. (A `map` would choose in one line, but this file is
 * included in a `server` block, where nginx allows none.)
 */
function dictionaryCopies(
  base: string,
  digest: string,
  pages: readonly string[],
  page: { headers: Record<string, string>; lines: readonly string[] },
): string[] {
  return [
    `  set $dictionary_copy "";`,
    `  if ($http_available_dictionary = ${quote(availableDictionary(digest))}) { set $dictionary_copy ${DICTIONARY_COPY}; }`,
    `  if ($http_accept_encoding !~ "(^|[ ,])${DICTIONARY_CODING} *(,|$)") { set $dictionary_copy ""; }`,
    location(
      // The pages' copies alone: an address that opens the app may end so too.
      `~ ^${escapeRegex(base)}(?:${anyOf(pages.map(pageHtmlFile))})${escapeRegex(DICTIONARY_COPY)}$`,
      { ...page.headers, "Content-Encoding": DICTIONARY_CODING },
      [
        "internal;",
        "types { }",
        `default_type ${CONTENT_TYPES[".html"]?.split(";")[0]};`,
        "gzip_static off;",
        "try_files $uri @page_without_copy;",
      ],
    ),
    location("@page_without_copy", page.headers, [
      ...page.lines,
      `rewrite ^(.+)${escapeRegex(DICTIONARY_COPY)}$ $1 break;`,
    ]),
  ];
}

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * An nginx include for a `server` block whose `root` is the build's `client`
 * folder: the same headers, cache rules, redirects and 404 handling as the Node
 * server. The Node server alone renders a 404 that names the path without
 * JavaScript, and serves the icon endpoint.
 */
export function nginxConfig({
  base,
  meta,
  notFoundPolicy,
  languageNotFound,
  appLink,
  table = ADDRESS_TABLE,
}: StaticHostInput): string {
  // A page's policy is set in its location, for the answer there or at its compressed copy's.
  const pageHeaders = {
    "Cache-Control": REVALIDATE,
    "Content-Security-Policy": "$page_policy",
    ...(meta.dictionary ? pageDictionaryHeaders(base, meta.dictionary) : {}),
  };
  // Where the page's headers give `Vary` whole, nginx's own (`gzip_vary`) would be a second line.
  const pageVary = meta.dictionary ? ["gzip_vary off;"] : [];
  const redirects = siteRedirects(meta, base).map(
    ({ from, to, status }) =>
      `  location = ${from} {\n    return ${status} ${to}$is_args$args;\n  }`,
  );
  const basePattern = escapeRegex(base);
  return `${[
    "# Generated by the build. Include it in a server block whose root is build/client:",
    "#   server { listen 80; root /srv/site/build/client; include /srv/site/build/nginx.conf; }",
    "",
    "  charset utf-8;",
    ...contentTypes(),
    "  server_tokens off;",
    "  # Browsers honour HSTS only over HTTPS; the header is empty (not sent) otherwise.",
    ...setHsts("  "),
    "  # The headers of every answer that no location below gives its own (redirects).",
    addHeaders({}, "  "),
    "  # The Node server's limits: a longer request line gets 414, a longer header line 431",
    "  # (nginx's own status for it is 494, which it would send as 400).",
    `  large_client_header_buffers 4 ${MAX_URL_LENGTH / 1024}k;`,
    ...requestError(494, 431, "Request Header Fields Too Large"),
    ...requestError(414, 414, "URI Too Long"),
    ...requestError(400, 400, "Bad Request"),
    "  absolute_redirect off;",
    "  gzip_static on;",
    "  gzip_vary on;",
    "  etag on;",
    `  if ($request_method !~ ^(${ALLOWED_METHODS.join("|")})$) { return 405; }`,
    "  # The decoded path must be valid UTF-8 without control characters (as the Node server",
    "  # requires), checked before any redirect copies it into a Location header; nor may it",
    "  # hold a backslash, which would let a redirect lead to another host (/\\evil.example).",
    `  if ($uri !~ "${VALID_PATH}") { return 400; }`,
    "  # One address per page: a repeated slash, or one sent as %2F (which the browser's router",
    "  # reads as text), leads to the path without it, as on Cloudflare ($uri has them decoded",
    "  # and merged; a rewrite percent-encodes it). A request refused above keeps its slashes",
    "  # on its way to its answer's location, which must not be rewritten.",
    `  if ($request_uri ~ "^[^?]*(//|%2[Ff])") {`,
    `    rewrite ^(${basePattern})index\\.html/*$ $1 permanent;`,
    `    rewrite ^(?!${escapeRegex(REQUEST_ERRORS)})(${basePattern}.*?)(?:/index\\.html)?/*$ $1 permanent;`,
    "  }",
    "  # The hosts' own files, and a file's precompressed copy (below), have no address.",
    `  location ~ ${HOST_FILE} {`,
    "    return 404;",
    "  }",
    ...(meta.dictionary
      ? dictionaryCopies(base, meta.dictionary, meta.prerendered, {
          headers: pageHeaders,
          lines: pageVary,
        })
      : []),
    `  error_page 405 = @method_not_allowed;`,
    `  location @method_not_allowed {`,
    addHeaders({ Allow: ALLOWED_METHODS.join(", ") }),
    // Its type is its own, whatever the address's extension (`.js`).
    "    types { }",
    "    default_type text/plain;",
    '    return 405 "405 Method Not Allowed\\n";',
    "  }",
    ...notFoundPageChoice(base, languageNotFound),
    location(
      `= ${base}404.html`,
      { "Cache-Control": REVALIDATE, "Content-Security-Policy": notFoundPolicy },
      ["internal;"],
    ),
    ...redirects,
    ...(base === "/"
      ? []
      : [`  location = ${base.slice(0, -1)} {\n    return 301 ${base}$is_args$args;\n  }`]),
    `  # One address per page: no trailing slash, no index.html.`,
    leadToCapture(`^(${basePattern}.+?)/+$`),
    `  location = ${base}index.html {\n    return 301 ${base}$is_args$args;\n  }`,
    leadToCapture(`^(${basePattern}.+?)/index\\.html$`),
    ...meta.prerendered.flatMap((path) => [
      location(`= ${pageAddress(base, path)}`, pageHeaders, [
        ...pageVary,
        `set $page_policy ${quote(routePolicy(meta, path))};`,
        ...(meta.dictionary
          ? [
              `if ($dictionary_copy) { rewrite ^ ${base}${pageHtmlFile(path)}${DICTIONARY_COPY} last; }`,
            ]
          : []),
        `try_files ${base}${pageHtmlFile(path)} =404;`,
      ]),
      // A page's file is not a second address for it (the home page's is redirected above):
      // not found, with the not-found page of the page's language.
      ...(path === "/" ? [] : [pageFileLocation(base, path)]),
    ]),
    "  # A missing file of the build's own folders is a plain 404, not the 404 page.",
    "  location @missing_file {",
    addHeaders({ "Cache-Control": REVALIDATE }),
    "    types { }",
    "    default_type text/plain;",
    `    return 404 ${JSON.stringify(PLAIN_NOT_FOUND)};`,
    "  }",
    ...staticKinds(table).map((kind) => kindLocation(base, kind)),
    ...(appLink ? appLinkLocations(base, appLink) : []),
    // A language's not-found page (`notFoundPageChoice`): asked for by its name, an unknown
    // address under the folder.
    ...languageNotFound.map(({ folder, policy }) =>
      location(
        `= ${base}${folder}404.html`,
        { "Cache-Control": REVALIDATE, "Content-Security-Policy": policy },
        ["internal;"],
      ),
    ),
    // After the app-link addresses, which are answered whatever they end with.
    `  location ~ ${PRECOMPRESSED_COPY} {`,
    "    return 404;",
    "  }",
    location(
      `${base}`,
      { "Cache-Control": REVALIDATE, "Content-Security-Policy": DEFAULT_POLICY },
      ["try_files $uri $uri/index.html =404;"],
    ),
  ].join("\n")}\n`;
}
