import * as v from "valibot";
import { DEFAULT_LANGUAGES, writtenRightToLeft } from "./languages.ts";

const text = v.pipe(v.string(), v.minLength(1));
const webAddress = v.pipe(
  v.string(),
  v.url("must be an absolute address such as https://example.com"),
  v.regex(/^https?:\/\//i, "must be an http:// or https:// address"),
  // Page paths are written after it: a query or a fragment would come before them.
  v.check((url) => !/[?#]/.test(url), "must be an address without ? or #"),
  v.transform((url) => url.replace(/\/+$/, "")),
);

/** Whether a well-formed code's language is one the Unicode locale data names. */
const namesALanguage = (code: string) =>
  new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(
    new Intl.Locale(code).language,
  ) !== undefined;

/** Whether a code is a BCP 47 language tag as written canonically. */
function isLanguageTag(code: string): boolean {
  try {
    return Intl.getCanonicalLocales(code)[0] === code;
  } catch {
    return false;
  }
}

const languageCode = v.pipe(
  v.string(),
  v.check(
    isLanguageTag,
    "must be a BCP 47 language code as written canonically, e.g. en, de, pt-BR",
  ),
  // A well-formed code may still name no language (`german`, `xx`): its pages' `lang` would
  // tell browsers, screen readers and search engines nothing.
  v.check(
    (code) => !isLanguageTag(code) || namesALanguage(code),
    "must be a language's code, e.g. de for German",
  ),
);

const languageSchema = v.pipe(
  v.strictObject({
    code: languageCode,
    name: v.pipe(v.string(), v.minLength(1)),
    // Right to left when the locale data says so; `dir: "rtl"` for a language it does not.
    dir: v.optional(v.literal("rtl")),
  }),
  v.transform((language) =>
    language.dir || !writtenRightToLeft(language.code)
      ? language
      : { ...language, dir: "rtl" as const },
  ),
);

/** The site's languages: at least one, each once; the first is the default. */
export const languagesSchema = v.pipe(
  v.array(languageSchema),
  v.minLength(1, "must list at least one language"),
  v.check(
    (languages) =>
      new Set(languages.map((language) => language.code.toLowerCase())).size === languages.length,
    "must list each language once",
  ),
);

const redirectStatus = v.picklist([301, 302, 307, 308]);

const SITE_PATH_MESSAGE =
  "must be a path on this site starting with a single / (no query, hash, spaces or backslashes)";

// "//host" and "/\host" are read by browsers as another site: never a path of this one. The
// type (`/${string}`) lets the editor refuse a full address as it is typed; the build checks the rest.
const sitePath = v.pipe(
  v.custom<`/${string}`>(
    (value) => typeof value === "string" && value.startsWith("/"),
    SITE_PATH_MESSAGE,
  ),
  v.regex(/^\/(?![/\\])[^\s?#\\]*$/, SITE_PATH_MESSAGE),
);

// A label is text, or its text in each language by code (`{ en: "Privacy", de: "Datenschutz" }`);
// a language without its own label uses the default language's.
const navigationLink = v.strictObject({
  label: v.union([text, v.record(v.string(), text)]),
  path: sitePath,
});

const DEFAULT_NAVIGATION = () => ({
  header: [
    { label: "Privacy", path: "/PrivacyPolicy" as const },
    { label: "Terms", path: "/TermsConditions" as const },
  ],
  footer: [
    { label: "Privacy Policy", path: "/PrivacyPolicy" as const },
    { label: "Terms and Conditions", path: "/TermsConditions" as const },
  ],
});

// The app's identifiers, in the shapes Apple and Google give them (SPEC §18).
const appleAppId = v.pipe(
  v.string(),
  v.regex(
    /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/,
    "must be the team id (10 capital letters and digits), a dot, then the bundle id, e.g. A1B2C3D4E5.com.example.tally",
  ),
);
const appStoreId = v.pipe(
  v.string(),
  v.regex(/^\d{6,12}$/, "must be the app's number on the App Store, e.g. 1234567890"),
);
const androidPackage = v.pipe(
  v.string(),
  v.regex(
    /^[a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+$/,
    "must be an Android package name, e.g. com.example.tally",
  ),
);
const certFingerprint = v.pipe(
  v.string(),
  v.regex(
    /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/,
    "must be a SHA-256 fingerprint: 32 pairs of capital hex digits joined by colons, as keytool prints it",
  ),
);
/** A path of the site for the app's links, `*` matching the rest of it: `/invite/*`. */
const appLinkPath = v.pipe(
  v.string(),
  v.regex(/^\/[^\s?#\\]*$/, "must be a path on this site starting with /, e.g. /invite/*"),
);

const appSchema = v.pipe(
  v.strictObject({
    ios: v.optional(v.strictObject({ appId: appleAppId, appStoreId: v.optional(appStoreId) })),
    android: v.optional(
      v.strictObject({
        package: androidPackage,
        sha256CertFingerprints: v.pipe(
          v.array(certFingerprint),
          v.minLength(1, "must list the fingerprint of at least one signing certificate"),
        ),
      }),
    ),
    // The site's paths that open in the app when it is installed.
    links: v.optional(v.array(appLinkPath), () => []),
    // Paths that stay in the browser, though a path of `links` takes them.
    exclude: v.optional(v.array(appLinkPath), () => []),
  }),
  v.check(
    (app) => Boolean(app.ios || app.android),
    "must name the iOS app, the Android app or both",
  ),
  v.forward(
    v.check(
      (app) => app.exclude.length === 0 || app.links.length > 0,
      "keeps paths of app.links in the browser, and app.links lists none: add the paths the app opens there",
    ),
    ["exclude"],
  ),
);

export const siteConfigSchema = v.strictObject({
  // The first language is the default: its pages keep their paths; every other lives under
  // its code (`/de/PrivacyPolicy`), with its content in `content/<code>/`.
  languages: v.optional(languagesSchema, () =>
    DEFAULT_LANGUAGES.map((language) => ({ ...language })),
  ),
  productName: text,
  tagline: text,
  company: v.strictObject({
    name: text,
    address: v.pipe(v.array(text), v.minLength(1)),
  }),
  contactEmail: v.pipe(v.string(), v.email()),
  siteUrl: webAddress,
  redirects: v.optional(
    v.array(
      v.strictObject({
        from: sitePath,
        to: sitePath,
        status: v.optional(redirectStatus, 301),
      }),
    ),
    () => [],
  ),
  legal: v.optional(
    v.strictObject({
      // How many days before it takes effect a change to a legal page should be announced: the
      // build warns of a shorter notice (SPEC §17).
      noticeDays: v.optional(
        v.pipe(v.number(), v.integer("must be a whole number of days"), v.minValue(0)),
        30,
      ),
    }),
    () => ({ noticeDays: 30 }),
  ),
  // The app the site is for: its App Store and Google Play identities, and the paths it opens.
  app: v.optional(appSchema),
  // Links to the site's pages in the header (at most four fit a phone) and the footer.
  navigation: v.optional(
    v.strictObject({
      header: v.pipe(v.array(navigationLink), v.maxLength(4)),
      footer: v.array(navigationLink),
    }),
    DEFAULT_NAVIGATION,
  ),
});

/** What the site owner writes in `content/site.config.ts`. */
export type SiteConfigInput = v.InferInput<typeof siteConfigSchema>;
/** The validated configuration the app renders from. */
export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;
export type NavigationLink = SiteConfig["navigation"]["header"][number];
export type AppConfig = NonNullable<SiteConfig["app"]>;

/** A site's public address, as a setting: http or https, no trailing slash. */
export const siteUrlSchema = webAddress;

/**
 * What is wrong with a site's public address for the path the site is served under, if
 * anything. Every absolute address the site writes (canonical links, the sitemap, the feeds) is
 * the public address followed by a page's path, so the address ends with that path:
 * `https://example.com/legal` for `/legal/`.
 */
export function siteUrlBaseProblem(siteUrl: string, baseURL: string): string | undefined {
  const url = new URL(siteUrl);
  if (`${url.pathname.replace(/\/+$/, "")}/` === baseURL) return undefined;
  const expected = `${url.origin}${baseURL.replace(/\/$/, "")}`;
  return `must be the address of the path the site is served under, ${baseURL} (BASE_URL): ${expected} (got ${siteUrl}). Otherwise its canonical links, sitemap and feeds lead to addresses outside the site.`;
}

/** A navigation label in a language: its own text there, or the default language's. */
export function labelIn(label: NavigationLink["label"], code: string, defaultCode: string): string {
  if (typeof label === "string") return label;
  return label[code] ?? label[defaultCode] ?? Object.values(label)[0] ?? "";
}
