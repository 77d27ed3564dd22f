import { access, readdir, readFile, stat } from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as v from "valibot";
import { appLinkFolder } from "#contracts/app-link-paths.ts";
import {
  type BuildMeta,
  buildMetaSchema,
  latestBuildSchema,
  pageHtmlFile,
} from "#contracts/build-manifest.ts";
import {
  ATOM_EXTENSION,
  addressKind,
  appLinkPageFile,
  buildMetaPath,
  CONTENT_TYPES,
  fileHeaders,
  HOST_FILES,
  isPrecompressedCopy,
  LATEST_BUILD_PATH,
  LEGAL_INDEX_FILE,
  LLMS_TXT_FILE,
  PRECOMPRESSED_COPIES,
  ROBOTS_FILE,
  SITEMAP_FILE,
} from "#contracts/http/address-table.ts";
import { REVALIDATE } from "#contracts/http/cache-rules.ts";
import {
  availableDictionary,
  DICTIONARY_CODING,
  dictionaryFile,
  dictionaryScope,
  pageDictionaryHeaders,
} from "#contracts/http/compression-dictionary.ts";
import { DEFAULT_POLICY, SECURITY_HEADERS } from "#contracts/http/security-headers.ts";
import { isUnderFolder } from "#contracts/languages.ts";
import { siteUrlBaseProblem } from "#contracts/site-config.ts";
import { compressWithDictionary } from "#node-shared/dictionary-compression.ts";
import { weakEtag } from "#node-shared/etag.ts";
import { pagePolicy } from "#node-shared/page-policy.ts";
import { notFoundTemplate } from "./not-found-page.ts";
import {
  applyRuntimeOverrides,
  pageRuntimeConfig,
  type RuntimeOverrides,
} from "./runtime-overrides.ts";

/** One encoding of a file: its bytes and every header of its response. */
export interface Variant {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/** A file as served: plain, and precompressed where that is smaller. */
export interface SiteFile {
  etag: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** A page compressed against the dictionary, for a browser that holds it. */
  dcz?: Variant;
}

/** The built site, read into memory once. */
export interface Site {
  /** The path the site is served under, such as `/` or `/legal/`. */
  base: string;
  meta: BuildMeta;
  /** Files by the address they answer: `/legal/PrivacyPolicy`, `/legal/assets/x.js`. */
  files: ReadonlyMap<string, SiteFile>;
  /** The `Available-Dictionary` of a browser holding the pages' dictionary, if the build has one. */
  availableDictionary?: string;
  /**
   * The not-found page for an address, naming it: the language's whose folder the address is
   * in (`/de/…` → `de/404.html`), otherwise the default language's.
   */
  notFoundFor(path: string): NotFoundPage;
  /**
   * The app-link page that answers an address in the site (`/invite/abc`, `/de/invite/abc`,
   * decoded) no file answers, in the address's language, if it opens the app on a phone that
   * has it (`app.links`).
   */
  appLinkPageAt(inSite: string): SiteFile | undefined;
}

/** A not-found page that names the path asked for, and the headers of its responses. */
export interface NotFoundPage {
  render: ReturnType<typeof notFoundTemplate>;
  headers: OutgoingHttpHeaders;
}

/** The folders (`de/`) with a not-found page of their own: a language's. */
async function notFoundFolders(siteDir: string): Promise<string[]> {
  const entries = await readdir(siteDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => `${entry.name}/`);
  const found = await Promise.all(
    folders.map((folder) =>
      access(join(siteDir, folder, "404.html")).then(
        () => folder,
        () => undefined,
      ),
    ),
  );
  return found.filter((folder) => folder !== undefined);
}

const PAGE_HEADERS = { "Content-Type": CONTENT_TYPES[".html"], "Cache-Control": REVALIDATE };

/** Files that write the site's public address, rewritten when the server overrides it. */
const ADDRESSED_FILES = new Set([
  `/${SITEMAP_FILE}`,
  `/${ROBOTS_FILE}`,
  `/${LEGAL_INDEX_FILE}`,
  `/${LLMS_TXT_FILE}`,
]);
/** The feeds write it too. */
const isAddressed = (inSite: string) =>
  ADDRESSED_FILES.has(inSite) || inSite.endsWith(ATOM_EXTENSION);

/** Files for static hosts, not for visitors, and the not-found page, which the server answers with itself. */
const UNADDRESSED_FILES = new Set([...HOST_FILES, "404.html"]);

async function readManifest<T>(file: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new Error(`${file} is missing`);
  }
  try {
    return v.parse(schema, JSON.parse(text));
  } catch {
    throw new Error(`${file} is not a valid build manifest`);
  }
}

/** The base path, from where the build put its manifest: `build/client<base>_app/builds/`. */
async function findBase(clientDir: string): Promise<string> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const latest = entries.find(
    (entry) =>
      entry.isFile() &&
      `${join(entry.parentPath, entry.name)}`.endsWith(`${sep}${LATEST_BUILD_PATH}`),
  );
  if (!latest) throw new Error(`${join(clientDir, LATEST_BUILD_PATH)} is missing`);
  const siteDir = join(latest.parentPath, "..", "..");
  const inside = relative(clientDir, siteDir).split(sep).filter(Boolean);
  return inside.length ? `/${inside.join("/")}/` : "/";
}

/** True when there is a build to serve. */
export async function hasBuild(buildDir: string): Promise<boolean> {
  try {
    await access(join(buildDir, "client"));
    return true;
  } catch {
    return false;
  }
}

type Coding = "br" | "gzip" | typeof DICTIONARY_CODING;

function variant(body: Buffer, headers: OutgoingHttpHeaders, encoding?: Coding): Variant {
  return {
    body,
    headers: {
      ...headers,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      "Content-Length": body.length,
    },
  };
}

/** A file's variants: the precompressed ones the build wrote, or made here for rewritten files. */
function siteFile(
  identity: Buffer,
  headers: OutgoingHttpHeaders,
  compressed: Partial<Record<Coding, Buffer>>,
): SiteFile {
  const etag = weakEtag(identity);
  const shared = { ...headers, ETag: etag };
  const smaller = (body: Buffer | undefined) => body && body.length < identity.length;
  // A page's headers name the dictionary and their own `Vary` already.
  const varies = !("Vary" in headers) && Boolean(compressed.br || compressed.gzip);
  const common = varies ? { ...shared, Vary: "Accept-Encoding" } : shared;
  const codings = (["br", "gzip", DICTIONARY_CODING] as const).filter((coding) =>
    smaller(compressed[coding]),
  );
  return {
    etag,
    identity: variant(identity, common),
    ...Object.fromEntries(
      codings.map((coding) => [coding, variant(compressed[coding] as Buffer, common, coding)]),
    ),
  };
}

function compressText(body: Buffer, dictionary: Buffer | undefined) {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    ...(dictionary ? { [DICTIONARY_CODING]: compressWithDictionary(body, dictionary) } : {}),
  };
}

/**
 * A file's compressed variants: those the build wrote beside it, or made anew when its text was
 * rewritten at start (runtime overrides). A page is also compressed against the `dictionary`.
 */
async function compressedVariants(
  file: string,
  body: Buffer,
  rewritten: boolean,
  dictionary?: Buffer,
): Promise<Partial<Record<Coding, Buffer>>> {
  if (rewritten) return compressText(body, dictionary);
  const codings: Coding[] = dictionary ? ["br", "gzip", DICTIONARY_CODING] : ["br", "gzip"];
  const copies = await Promise.all(
    codings.map((coding) => readIfPresent(`${file}${PRECOMPRESSED_COPIES[coding]}`)),
  );
  return Object.fromEntries(codings.map((coding, index) => [coding, copies[index]]));
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/**
 * Reads the whole built site into memory, with every response's headers made
 * once: a request is then a lookup. Refuses a build that is incomplete (half a
 * site is not served). Runtime overrides rewrite the pages, `sitemap.xml` and
 * `robots.txt` here, once.
 */
export async function loadSite(buildDir: string, overrides: RuntimeOverrides = {}): Promise<Site> {
  const clientDir = resolve(buildDir, "client");
  const base = await findBase(clientDir);
  const baseProblem = overrides.siteUrl && siteUrlBaseProblem(overrides.siteUrl, base);
  if (baseProblem) throw new Error(`SITE_URL ${baseProblem}`);
  const siteDir = join(clientDir, base);
  const latest = await readManifest(join(siteDir, LATEST_BUILD_PATH), latestBuildSchema);
  const meta = await readManifest(join(siteDir, buildMetaPath(latest.id)), buildMetaSchema);
  const notFoundFile = join(siteDir, "404.html");
  const languageFolders = await notFoundFolders(siteDir);
  const appLinkFolders = meta.appLinks === undefined ? [] : ["", ...languageFolders];
  const dictionaryPath = meta.dictionary && join(siteDir, dictionaryFile(meta.dictionary));
  const required = [
    ...(dictionaryPath ? [dictionaryPath] : []),
    ...meta.prerendered.map((path) => join(siteDir, pageHtmlFile(path))),
    notFoundFile,
    ...appLinkFolders.map((folder) => join(siteDir, appLinkPageFile(folder))),
  ];
  await Promise.all(
    required.map((file) =>
      access(file).catch(() => {
        throw new Error(`${file} is missing`);
      }),
    ),
  );

  const dictionary = dictionaryPath ? await readFile(dictionaryPath) : undefined;
  const pageHeaders = meta.dictionary
    ? { ...PAGE_HEADERS, ...pageDictionaryHeaders(base, meta.dictionary) }
    : PAGE_HEADERS;
  const overridden = Object.keys(overrides).length > 0;
  const notFoundBuilt = await readFile(notFoundFile, "utf8");
  const builtSiteUrl = pageRuntimeConfig(notFoundBuilt)?.siteUrl;
  const rewrite = (text: string, isPage: boolean) => {
    if (isPage) return applyRuntimeOverrides(text, overrides);
    return overrides.siteUrl && builtSiteUrl
      ? text.replaceAll(builtSiteUrl, overrides.siteUrl)
      : text;
  };

  // Each page's file answers at the page's own address only.
  const pageOfFile = new Map(meta.prerendered.map((path) => [`/${pageHtmlFile(path)}`, path]));
  const files = new Map<string, SiteFile>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || isPrecompressedCopy(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const address = `/${relative(clientDir, file).split(sep).join("/")}`;
    if (!address.startsWith(base)) continue;
    const inSite = `/${address.slice(base.length)}`;
    if (UNADDRESSED_FILES.has(inSite.slice(1))) continue;
    if (languageFolders.some((folder) => inSite === `/${folder}404.html`)) continue;
    if (appLinkFolders.some((folder) => inSite === `/${appLinkPageFile(folder)}`)) continue;
    // Pages, and any other folder's index.html (served at the folder's address).
    const documentPath =
      pageOfFile.get(inSite) ??
      (entry.name === "index.html"
        ? inSite.slice(0, -"index.html".length).replace(/(.)\/$/, "$1")
        : undefined);
    const isPage = documentPath !== undefined;
    const pagePath = documentPath ?? inSite;
    const rules = meta.routeRules[pagePath]?.headers ?? {};
    const headers: OutgoingHttpHeaders = {
      ...SECURITY_HEADERS,
      "Last-Modified": (await stat(file)).mtime.toUTCString(),
      "Content-Security-Policy": DEFAULT_POLICY,
      ...(isPage ? pageHeaders : fileHeaders(inSite)),
      ...(addressKind(inSite)?.dictionary ? { "Use-As-Dictionary": dictionaryScope(base) } : {}),
      ...rules,
    };
    const key = isPage ? `${base}${pagePath.slice(1)}` : address;
    const rewritten = overridden && (isPage || isAddressed(inSite));
    const read = await readFile(file);
    const body = rewritten ? Buffer.from(rewrite(read.toString("utf8"), isPage)) : read;
    const compressed = await compressedVariants(
      file,
      body,
      rewritten,
      isPage ? dictionary : undefined,
    );
    files.set(key, siteFile(body, headers, compressed));
  }

  const notFoundPage = async (folder: string): Promise<NotFoundPage> => {
    const html = rewrite(await readFile(join(siteDir, folder, "404.html"), "utf8"), true);
    return {
      render: notFoundTemplate(html, `${base}${folder}404.html`),
      headers: {
        ...SECURITY_HEADERS,
        // Its inline scripts are the built page's: the path goes in as text only.
        "Content-Security-Policy": pagePolicy(html),
        "Content-Type": CONTENT_TYPES[".html"],
        "Cache-Control": REVALIDATE,
        Vary: "Accept-Encoding",
      },
    };
  };
  const appLinkPage = async (folder: string) => {
    const file = join(siteDir, appLinkPageFile(folder));
    const html = rewrite(await readFile(file, "utf8"), true);
    const body = Buffer.from(html);
    const headers = {
      ...SECURITY_HEADERS,
      "Last-Modified": (await stat(file)).mtime.toUTCString(),
      ...PAGE_HEADERS,
      "Content-Security-Policy": pagePolicy(html),
    };
    return [
      folder,
      siteFile(body, headers, await compressedVariants(file, body, overridden)),
    ] as const;
  };
  const appLinkPages = new Map(await Promise.all(appLinkFolders.map(appLinkPage)));
  const appLinks = meta.appLinks === undefined ? undefined : new RegExp(meta.appLinks);
  const notFound = await notFoundPage("");
  const byLanguage = await Promise.all(
    languageFolders.map(async (folder) => ({ folder, page: await notFoundPage(folder) })),
  );
  return {
    base,
    meta,
    files,
    ...(meta.dictionary ? { availableDictionary: availableDictionary(meta.dictionary) } : {}),
    // `/de` itself is in the folder too (when German has no home page, it is not found there).
    notFoundFor: (path) =>
      byLanguage.find(({ folder }) => isUnderFolder(`/${path.slice(base.length)}`, folder))?.page ??
      notFound,
    appLinkPageAt: (inSite) => {
      const folder = appLinks && appLinkFolder(appLinks, inSite);
      return folder === undefined ? undefined : appLinkPages.get(folder);
    },
  };
}
