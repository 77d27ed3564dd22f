import type { BuildMeta } from "../build-manifest.ts";
import { IMAGE_TYPES } from "../picture.ts";
import { LOCAL_ICON_ENDPOINT } from "../spec-constants.ts";
import { IMMUTABLE, PAYLOAD, REVALIDATE } from "./cache-rules.ts";
import { DICTIONARY_CODING, DICTIONARY_COPY, DICTIONARY_FOLDER } from "./compression-dictionary.ts";

/**
 * Which addresses a kind covers, inside the site (after its base path): one address, every
 * address under a folder, or every address ending in an extension.
 */
export type AddressMatch = { exact: string } | { folder: string } | { extension: string };

/** A kind of address the site serves, and how every host answers it. */
export interface AddressKind {
  /** What it is, in a reader's words (nginx's configuration names it in a comment). */
  name: string;
  match: AddressMatch;
  cacheControl: string;
  /** The content type, where a host's own list of types may not know it. */
  contentType?: string;
  /** A missing file here is a plain `404 Not Found`, never the not-found page. */
  plainNotFound?: boolean;
  /** Only the Node server answers it: a static host has no such file. */
  nodeOnly?: boolean;
  /**
   * An address with a trailing slash is answered as the one without it, never redirected: the
   * app-link files, which Apple's and Google's fetchers take only as a first answer.
   */
  slashIgnored?: boolean;
  /** Its file is the pages' compression dictionary, sent with `Use-As-Dictionary` (`dictionaryScope`). */
  dictionary?: boolean;
}

// The addresses of the files the build writes beside the pages, relative to the site's base path.

/** Where each build's manifest files live. */
export const BUILDS_PATH = "_app/builds";
export const LATEST_BUILD_PATH = `${BUILDS_PATH}/latest.json`;

export function buildMetaPath(buildId: string): string {
  return `${BUILDS_PATH}/meta/${buildId}.json`;
}

/** The version index and the Atom feed of the legal pages. */
export const LEGAL_INDEX_FILE = "legal/index.json";
export const LEGAL_FEED_FILE = "legal/feed.atom";
export const ATOM_TYPE = "application/atom+xml";
/** Every feed the build writes ends so: the legal feed and each language's release notes'. */
export const ATOM_EXTENSION = ".atom";

/** The release notes' page in the default language (SPEC §16), and its feed's file under it. */
export const WHATS_NEW_PATH = "/WhatsNew";
export const RELEASE_FEED_NAME = `feed${ATOM_EXTENSION}`;

/** The release notes' feed of the release notes' page at `pagePath` (`/de/WhatsNew`), in the site. */
export function releaseFeedFile(pagePath: string): string {
  return `${pagePath.slice(1)}/${RELEASE_FEED_NAME}`;
}

/** The app-link files (SPEC §18), in the site's `/.well-known/` folder. */
export const WELL_KNOWN_FOLDER = ".well-known";
export const APPLE_APP_SITE_ASSOCIATION_FILE = `${WELL_KNOWN_FOLDER}/apple-app-site-association`;
export const ASSET_LINKS_FILE = `${WELL_KNOWN_FOLDER}/assetlinks.json`;

/** The files for search engines. */
export const SITEMAP_FILE = "sitemap.xml";
/** Said whole: some hosts' own lists give `application/xml` with no charset. */
const XML_TYPE = "application/xml; charset=utf-8";
export const ROBOTS_FILE = "robots.txt";
/** Plain text, said whole: a type without its charset leaves a browser to guess it. */
const TEXT_TYPE = "text/plain; charset=utf-8";

/** Every page as Markdown at its address plus `.md`, and their list for agents (SPEC §19). */
export const MARKDOWN_EXTENSION = ".md";
export const MARKDOWN_TYPE = "text/markdown; charset=utf-8";
export const LLMS_TXT_FILE = "llms.txt";

/** A page's Markdown address: `/index.md` for a home page (`/de/index.md`), its address plus `.md` otherwise. */
export function markdownAddress(path: string, home: boolean): string {
  return home ? `${path === "/" ? "" : path}/index.md` : `${path}${MARKDOWN_EXTENSION}`;
}

/** The web app manifest's file, at the site's root. */
export const WEB_MANIFEST_FILE = "manifest.webmanifest";

/**
 * The page a browser shows at an address that opens the app on a phone that has it
 * (`app.links`), in the language of a folder (`de/`, or `""` for the first language), rendered
 * once for each: every host answers those addresses with it (`appLinkFolder`), and its own
 * address is not found.
 */
export const appLinkPageFile = (folder: string) => `_app/${folder}app-link.html`;

/**
 * The favicon as an icon file, at the site's root, where feed readers, search engines' icon
 * fetchers and a browser showing a file that is not a page look for it.
 */
export const FAVICON_ICO_FILE = "favicon.ico";
/** Its registered type: hosts' own lists disagree (nginx says `image/x-icon`). */
const ICO_TYPE = "image/vnd.microsoft.icon";
/** The site's icon as drawn, which browsers show in a tab. */
export const FAVICON_SVG_FILE = "favicon.svg";
/** The icon an iPhone puts on its home screen for the site. */
export const TOUCH_ICON_FILE = "apple-touch-icon.png";

/** The Node server's icon endpoint (SPEC §6): `api/_icons/<collection>.json?icons=a,b`. */
export const ICON_ENDPOINT = {
  name: "the icon endpoint",
  match: { folder: `/${LOCAL_ICON_ENDPOINT}/` },
  cacheControl: REVALIDATE,
  contentType: "application/json",
  nodeOnly: true,
} as const satisfies AddressKind;

/**
 * Every kind of address that is not a page, each once. The Node server looks answers up here;
 * the nginx configuration, `_headers` and the Worker are rendered from it. Kinds never overlap
 * (static hosts apply every rule that matches), so an address has one kind or none. Pages,
 * their redirects and the not-found pages come from the build's own list of pages.
 */
export const ADDRESS_TABLE: readonly AddressKind[] = [
  {
    name: "hashed code, styles, fonts and images",
    match: { folder: "/assets/" },
    cacheControl: IMMUTABLE,
    plainNotFound: true,
  },
  {
    name: "each build's manifest, named by its id",
    match: { folder: `/${BUILDS_PATH}/meta/` },
    cacheControl: IMMUTABLE,
    plainNotFound: true,
  },
  {
    name: "the pages' compression dictionary, named by its content",
    match: { folder: `/${DICTIONARY_FOLDER}/` },
    cacheControl: IMMUTABLE,
    contentType: TEXT_TYPE,
    plainNotFound: true,
    dictionary: true,
  },
  {
    name: "which build is deployed now",
    match: { exact: `/${LATEST_BUILD_PATH}` },
    cacheControl: REVALIDATE,
    plainNotFound: true,
  },
  {
    name: "a page's payload, for navigation in the browser",
    match: { extension: ".data" },
    cacheControl: PAYLOAD,
    contentType: "text/x-script",
  },
  {
    name: "each page as Markdown, for readers that are not browsers",
    match: { extension: MARKDOWN_EXTENSION },
    cacheControl: REVALIDATE,
    contentType: MARKDOWN_TYPE,
  },
  {
    name: "the web app manifest",
    match: { exact: `/${WEB_MANIFEST_FILE}` },
    cacheControl: REVALIDATE,
    contentType: "application/manifest+json",
  },
  {
    name: "the legal version index",
    match: { exact: `/${LEGAL_INDEX_FILE}` },
    cacheControl: REVALIDATE,
  },
  {
    name: "the Atom feeds: legal changes, and each language's release notes",
    match: { extension: ATOM_EXTENSION },
    cacheControl: REVALIDATE,
    contentType: ATOM_TYPE,
  },
  {
    name: "the app-link files, and no other well-known address",
    match: { folder: `/${WELL_KNOWN_FOLDER}/` },
    cacheControl: REVALIDATE,
    contentType: "application/json",
    plainNotFound: true,
    slashIgnored: true,
  },
  {
    name: "the sitemap",
    match: { exact: `/${SITEMAP_FILE}` },
    cacheControl: REVALIDATE,
    contentType: XML_TYPE,
  },
  {
    name: "the rules for crawlers",
    match: { exact: `/${ROBOTS_FILE}` },
    cacheControl: REVALIDATE,
    contentType: TEXT_TYPE,
  },
  {
    name: "the list of pages for agents",
    match: { exact: `/${LLMS_TXT_FILE}` },
    cacheControl: REVALIDATE,
    contentType: TEXT_TYPE,
  },
  {
    name: "the favicon as an icon file",
    match: { exact: `/${FAVICON_ICO_FILE}` },
    cacheControl: REVALIDATE,
    contentType: ICO_TYPE,
  },
  {
    name: "the site's icon as drawn",
    match: { exact: `/${FAVICON_SVG_FILE}` },
    cacheControl: REVALIDATE,
  },
  {
    name: "the icon of an iPhone's home screen",
    match: { exact: `/${TOUCH_ICON_FILE}` },
    cacheControl: REVALIDATE,
  },
  {
    name: "the app icons drawn from the site's icon",
    match: { folder: "/icons/" },
    cacheControl: REVALIDATE,
  },
  {
    name: "each page's social card",
    match: { folder: "/social/" },
    cacheControl: REVALIDATE,
  },
  ICON_ENDPOINT,
];

/**
 * The files a site owner may publish as they are (`content/files/`), by extension: types every
 * host names alike, so that each sends the file as the Node server does.
 */
export const OWNER_FILE_TYPES: Readonly<Record<string, string>> = {
  ".txt": TEXT_TYPE,
  ".json": "application/json",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".png": "image/png",
  ".jpg": "image/jpeg",
};

/** Content types by file extension, for every file the build writes or publishes. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ...OWNER_FILE_TYPES,
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": IMAGE_TYPES.avif,
  ".webp": IMAGE_TYPES.webp,
  ".ico": ICO_TYPE,
  ".woff2": "font/woff2",
  ".xml": XML_TYPE,
};

/**
 * The files the build writes at the root of its output for static hosts: their headers, their
 * redirects, and what Cloudflare leaves out. No address answers with them.
 */
export const HOST_FILES: readonly string[] = ["_headers", "_redirects", ".assetsignore"];

/**
 * The precompressed copies written beside a file (`PrivacyPolicy.html.br`), by content coding: a
 * host sends one in place of the file to a browser that accepts its coding, never at an address
 * of its own, where it would be a second address of a page or a file nobody asked to publish.
 */
export const PRECOMPRESSED_COPIES = {
  br: ".br",
  gzip: ".gz",
  [DICTIONARY_CODING]: DICTIONARY_COPY,
} as const;

/** The extensions of the precompressed copies (marked pure: the browser's bundle leaves it out). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] =
  /* @__PURE__ */ Object.values(PRECOMPRESSED_COPIES);

/** Whether a file of the output, by its name, is a precompressed copy of another. */
export function isPrecompressedCopy(name: string): boolean {
  return PRECOMPRESSED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The body of the plain 404 of an address whose kind says `plainNotFound`. */
export const PLAIN_NOT_FOUND = "404 Not Found\n";

/** Whether `kind` covers the address `pathInSite` (`/assets/x.js`). */
export function covers(kind: AddressKind, pathInSite: string): boolean {
  const { match } = kind;
  if ("exact" in match) return pathInSite === match.exact;
  if ("folder" in match) return pathInSite.startsWith(match.folder);
  return pathInSite.endsWith(match.extension);
}

/**
 * The address a request is answered as, and whether it may be redirected: in a kind that
 * ignores a trailing slash, the address without it (`/.well-known/assetlinks.json/`), never
 * redirected; any other address as it is.
 */
export function answeredAddress(
  pathInSite: string,
  table: readonly AddressKind[] = ADDRESS_TABLE,
): { path: string; redirectable: boolean } {
  const trimmed = pathInSite.replace(/\/+$/, "");
  if (addressKind(trimmed, table)?.slashIgnored) return { path: trimmed, redirectable: false };
  return { path: pathInSite, redirectable: !addressKind(pathInSite, table)?.slashIgnored };
}

/** The kind of an address inside the site, if it is not a page's. */
export function addressKind(
  pathInSite: string,
  table: readonly AddressKind[] = ADDRESS_TABLE,
): AddressKind | undefined {
  return table.find((kind) => covers(kind, pathInSite));
}

/** The content type and cache rule of a file that is not a page, by its address in the site. */
export function fileHeaders(
  pathInSite: string,
  table: readonly AddressKind[] = ADDRESS_TABLE,
): { "Content-Type": string; "Cache-Control": string } {
  const kind = addressKind(pathInSite, table);
  const extension = /\.[^./]+$/.exec(pathInSite)?.[0] ?? "";
  return {
    "Content-Type": kind?.contentType ?? CONTENT_TYPES[extension] ?? "application/octet-stream",
    "Cache-Control": kind?.cacheControl ?? REVALIDATE,
  };
}

/**
 * Whether a missing file at this address is answered with a plain 404 (the build's own files:
 * a script or manifest request that fails should not download a page).
 */
export function isPlainNotFound(
  pathInSite: string,
  table: readonly AddressKind[] = ADDRESS_TABLE,
): boolean {
  return addressKind(pathInSite, table)?.plainNotFound === true;
}

/** The first segments of the site's own addresses, which no page may take. */
export function reservedFirstSegments(table: readonly AddressKind[] = ADDRESS_TABLE): string[] {
  return [
    ...new Set(
      table.flatMap(({ match }) =>
        "folder" in match ? [match.folder.split("/")[1] ?? ""] : ([] as string[]),
      ),
    ),
  ];
}

/** Where the site serves one of its addresses: under the base path (`/legal/Support`). */
export function underBase(base: string, path: string): string {
  return `${base}${path.slice(1)}`;
}

/** Where a redirect of the build's route rules leads: an app path goes under the base path. */
export function redirectLocation(base: string, to: string): string {
  return to.startsWith("/") ? underBase(base, to) : to;
}

/** A redirect of the build, with both addresses under the base path. */
export interface SiteRedirect {
  from: string;
  to: string;
  status: number;
}

/** The build's redirects, as every host applies them. */
export function siteRedirects(meta: Pick<BuildMeta, "routeRules">, base: string): SiteRedirect[] {
  return Object.entries(meta.routeRules).flatMap(([path, rule]) =>
    rule.redirect
      ? [
          {
            from: `${base}${path.slice(1)}`,
            to: redirectLocation(base, rule.redirect.to),
            status: rule.redirect.statusCode,
          },
        ]
      : [],
  );
}
