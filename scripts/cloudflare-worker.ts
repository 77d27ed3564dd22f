import { appLinkFolder } from "#contracts/app-link-paths.ts";
import { pageHtmlFile } from "#contracts/build-manifest.ts";
import {
  answeredAddress,
  appLinkPageFile,
  isPlainNotFound,
  isPrecompressedCopy,
  PLAIN_NOT_FOUND,
} from "#contracts/http/address-table.ts";
import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import { canonicalAddress } from "#contracts/http/canonical-address.ts";
import {
  availableDictionary,
  DICTIONARY_CODING,
  DICTIONARY_COPY,
  pageDictionaryHeaders,
} from "#contracts/http/compression-dictionary.ts";
import { PLAIN_HEADERS } from "#contracts/http/plain-headers.ts";
import {
  ALLOWED_METHODS,
  MAX_HEADER_BYTES,
  MAX_URL_LENGTH,
  rejectPath,
} from "#contracts/http/request-guard.ts";
import { STRICT_TRANSPORT_SECURITY } from "#contracts/http/security-headers.ts";
import { isUnderFolder } from "#contracts/languages.ts";

import { policyFor, type SitePolicies } from "./worker-policies.ts";

/** Each page's policy, written in by the build (`bundleWorker`). */
declare const SITE_POLICIES: SitePolicies;
/** The pages' dictionary's digest, written in by the build (`null` where it has none). */
declare const SITE_DICTIONARY: string | null;

/** What the Worker is given (`wrangler.jsonc`): the site's files and its base path. */
export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  BASE_PATH: string;
}

function answer(request: Request, status: number, text: string, extra = {}): Response {
  return new Response(request.method === "HEAD" ? null : text, {
    status,
    headers: {
      ...PLAIN_HEADERS,
      // As `_headers` sends it on every other answer (browsers ignore it over HTTP).
      "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
      ...extra,
    },
  });
}

/** The address of the app-link page of a language's folder, as Cloudflare serves its file (`html_handling`). */
const appLinkPage = (folder: string) => `/${appLinkPageFile(folder).replace(/\.html$/, "")}`;

/**
 * Whether `inSite` is the address of a file that is no page of its own, which the other hosts
 * do not serve and Cloudflare would (`html_handling`): a not-found page's (`/404`, `/de/404`,
 * with or without `.html`), a page's own `.html` (`/PrivacyPolicy.html`, which Cloudflare leads
 * to the page), or the app-link page's.
 */
function isFileWithoutAddress(inSite: string): boolean {
  const withoutHtml = inSite.replace(/\.html$/, "");
  return (
    withoutHtml === "/404" ||
    SITE_POLICIES.languageNotFound.some(({ folder }) => withoutHtml === `/${folder}404`) ||
    (withoutHtml !== inSite && SITE_POLICIES.pages[withoutHtml] !== undefined) ||
    (SITE_POLICIES.appLink?.pages.some(({ folder }) => withoutHtml === appLinkPage(folder)) ??
      false)
  );
}

/**
 * The not-found page of the language whose folder holds `inSite` (the site's elsewhere), with
 * status 404, as the other hosts answer an address without a page.
 */
async function notFoundPage(request: Request, env: WorkerEnv, inSite: string): Promise<Response> {
  const language = SITE_POLICIES.languageNotFound.find(({ folder }) =>
    isUnderFolder(inSite, folder),
  );
  const page = new URL(request.url);
  page.pathname = `${env.BASE_PATH}${language?.folder ?? ""}404`;
  const file = await env.ASSETS.fetch(unconditional(new Request(page, request)));
  return asSent(new Response(file.body, { status: 404, headers: file.headers }), inSite);
}

const appLinks = SITE_POLICIES.appLink && new RegExp(SITE_POLICIES.appLink.addresses);

/**
 * The app-link page that answers `inSite`, an address with no file, if it is one that opens
 * the app on a phone that has it (`app.links`): its language's folder and policy.
 */
function appLinkPageAt(inSite: string): { folder: string; policy: string } | undefined {
  if (!appLinks) return undefined;
  let folder: string | undefined;
  try {
    folder = appLinkFolder(appLinks, decodeURIComponent(inSite));
  } catch {
    return undefined;
  }
  return SITE_POLICIES.appLink?.pages.find((page) => page.folder === folder);
}

/** The request without its validator: an answer made from it is sent whole, never a 304. */
function unconditional(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  return new Request(request, { headers });
}

/**
 * The answer as sent: with the policy of its address and status (each page its own, since one
 * for the whole site outgrows the length `_headers` allows), and a not-found page revalidated
 * and without its validator, as from the Node server. `_headers` gives the page's cache rule
 * to its own address only, not to every address it answers. Firefox keeps a not-found page and
 * revalidates it before using it again; Cloudflare would answer with a 304 carrying the policy
 * of no page, which then replaces the page's own (RFC 9111 §4.3.4), and the page's styles and
 * scripts would be refused.
 */
function asSent(response: Response, inSite: string): Response {
  const answered = new Response(response.body, response);
  answered.headers.set(
    "Content-Security-Policy",
    policyFor(SITE_POLICIES, inSite, response.status),
  );
  if (response.status === 404) {
    answered.headers.set("Cache-Control", REVALIDATE);
    answered.headers.delete("ETag");
  }
  return answered;
}

/**
 * Whether the request is from a browser that holds the pages' dictionary. Cloudflare gives the
 * Worker `Accept-Encoding` as its own (`br, gzip`), never the browser's, so the dictionary named
 * is the whole sign: a browser names one only beside the codings that use it (RFC 9842 §2.2).
 */
function holdsDictionary(request: Request): boolean {
  return (
    SITE_DICTIONARY !== null &&
    request.headers.get("Available-Dictionary") === availableDictionary(SITE_DICTIONARY)
  );
}

/**
 * A page's answer as its copy compressed against the dictionary, sent as it is (`encodeBody`),
 * for a browser that holds it; the page's own answer where there is no copy.
 */
async function compressedAgainstDictionary(
  request: Request,
  env: WorkerEnv,
  inSite: string,
  page: Response,
): Promise<Response> {
  const copy = new URL(request.url);
  copy.pathname = `${env.BASE_PATH}${pageHtmlFile(inSite)}${DICTIONARY_COPY}`;
  const file = await env.ASSETS.fetch(new Request(copy, request));
  if (file.status !== 200 && file.status !== 304) return page;
  const headers = new Headers(page.headers);
  headers.delete("Content-Length");
  headers.set("ETag", file.headers.get("ETag") ?? "");
  headers.set("Content-Encoding", DICTIONARY_CODING);
  // `encodeBody` is Cloudflare's own: the body is sent as it is, already encoded.
  return new Response(file.status === 304 ? null : file.body, {
    status: file.status,
    headers,
    encodeBody: "manual",
  } as ResponseInit);
}

/** A page's answer, naming the dictionary (where the build has one), which a cache keeps apart by it. */
function namingDictionary(page: Response, env: WorkerEnv): Response {
  if (SITE_DICTIONARY === null) return page;
  const answered = new Response(page.body, page);
  for (const [name, value] of Object.entries(
    pageDictionaryHeaders(env.BASE_PATH, SITE_DICTIONARY),
  )) {
    answered.headers.set(name, value);
  }
  return answered;
}

function headerBytes(request: Request): number {
  let bytes = 0;
  request.headers.forEach((value, name) => {
    bytes += name.length + value.length + 4;
  });
  return bytes;
}

/**
 * Runs before Cloudflare's static assets (`run_worker_first`) to answer as the Node
 * server does where the assets cannot: 405 with `Allow`, 414, 431, and 400 for a path
 * with a control character, a malformed encoding or traversal (before any redirect can
 * copy it into a header), a plain 404 for a missing asset or manifest, a language's own
 * not-found page at its folder's address (`/de`), a 404 at the address of a file that is no
 * page (`/404`, `/PrivacyPolicy.html`), a trailing slash or `/index.html` led away for good
 * (301) wherever it is, and each page's own Content-Security-Policy.
 * Everything else is the assets' answer, with the headers and redirects of `_headers` and
 * `_redirects`.
 */
export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const url = new URL(request.url);
    if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
      return answer(request, 405, "405 Method Not Allowed\n", {
        Allow: ALLOWED_METHODS.join(", "),
      });
    }
    if (url.pathname.length + url.search.length > MAX_URL_LENGTH) {
      return answer(request, 414, "414 URI Too Long\n");
    }
    if (headerBytes(request) > MAX_HEADER_BYTES) {
      return answer(request, 431, "431 Request Header Fields Too Large\n");
    }
    const rejection = rejectPath(url.pathname);
    if (rejection) {
      return answer(request, rejection.status, `${rejection.status} ${rejection.reason}\n`);
    }
    const inSite = `/${url.pathname.slice(env.BASE_PATH.length)}`;
    if (isFileWithoutAddress(inSite)) return notFoundPage(request, env, inSite);
    // A precompressed copy is not found, as a missing file at its address would be (Cloudflare
    // has the pages' copies compressed against the dictionary, for the Worker to send), unless
    // the address opens the app, whatever it ends with.
    if (isPrecompressedCopy(inSite) && !appLinkPageAt(inSite)) {
      return isPlainNotFound(inSite)
        ? answer(request, 404, PLAIN_NOT_FOUND)
        : notFoundPage(request, env, inSite);
    }
    const answered = answeredAddress(inSite);
    if (!answered.redirectable) {
      // An app-link address: the file (with a trailing slash too), or a plain 404, never a redirect.
      const file = new URL(url);
      file.pathname = `${env.BASE_PATH}${answered.path.slice(1)}`;
      const response = await env.ASSETS.fetch(new Request(file, request));
      return response.status === 404
        ? answer(request, 404, PLAIN_NOT_FOUND)
        : asSent(response, answered.path);
    }
    let response = await env.ASSETS.fetch(request);
    // Cloudflare leads a trailing slash or `/index.html` away only where a page is, for a while
    // (307), and a repeated slash in two steps; the other hosts do it at every address, in one
    // step, for good (301), before any other redirect. Here it waits for Cloudflare's answer: a
    // folder's `index.html` is served at its address with a slash (`/stories/`), which
    // Cloudflare would lead back to, and the two redirects would loop.
    const canonical = canonicalAddress(url.pathname, env.BASE_PATH);
    if (canonical && (response.status === 404 || response.headers.has("Location"))) {
      return answer(request, 301, "", { Location: `${canonical}${url.search}` });
    }
    const location = response.headers.get("Location");
    if (location !== null) {
      // A redirect of `_redirects`, with the headers of the other hosts' (`_headers` gives none).
      return answer(request, response.status, "", { Location: location });
    }
    if (response.status === 404 && isPlainNotFound(inSite)) {
      return answer(request, 404, PLAIN_NOT_FOUND);
    }
    const appLink = response.status === 404 ? appLinkPageAt(inSite) : undefined;
    if (appLink) {
      const page = new URL(url);
      page.pathname = `${env.BASE_PATH}${appLinkPage(appLink.folder).slice(1)}`;
      const file = await env.ASSETS.fetch(new Request(page, request));
      const answered = new Response(file.body, file);
      answered.headers.set("Content-Security-Policy", appLink.policy);
      answered.headers.set("Cache-Control", REVALIDATE);
      return answered;
    }
    // The nearest 404.html of `/de` is the site's; that of `/de/` is the language's own (`/de`
    // is German, and not found when German has no home page). Elsewhere both are the site's.
    if (response.status === 404 && !url.pathname.endsWith("/")) {
      const folder = new URL(url);
      folder.pathname = `${url.pathname}/`;
      response = await env.ASSETS.fetch(new Request(folder, request));
    }
    // A page's 304 names the dictionary too: it carries the Vary its 200 would (RFC 9110 §15.4.5).
    if (SITE_POLICIES.pages[inSite] !== undefined && [200, 304].includes(response.status)) {
      response = namingDictionary(response, env);
      if (response.status === 200 && holdsDictionary(request)) {
        response = await compressedAgainstDictionary(request, env, inSite, response);
      }
    }
    return asSent(response, inSite);
  },
};
