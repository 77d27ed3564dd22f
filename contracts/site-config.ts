import * as v from "valibot";

const text = v.pipe(v.string(), v.minLength(1));
const webAddress = v.pipe(
  v.string(),
  v.url(),
  v.regex(/^https?:\/\//i, "must be an http:// or https:// address"),
  v.transform((url) => url.replace(/\/+$/, "")),
);

const redirectStatus = v.picklist([301, 302, 307, 308]);

// "//host" and "/\host" are read by browsers as another site: never a path of this one.
const sitePath = v.pipe(
  v.string(),
  v.regex(
    /^\/(?![/\\])[^\s?#\\]*$/,
    "must be a path on this site starting with a single / (no query, hash, spaces or backslashes)",
  ),
);

const navigationLink = v.strictObject({ label: text, path: sitePath });

const DEFAULT_NAVIGATION = () => ({
  header: [
    { label: "Privacy", path: "/PrivacyPolicy" },
    { label: "Terms", path: "/TermsConditions" },
  ],
  footer: [
    { label: "Privacy Policy", path: "/PrivacyPolicy" },
    { label: "Terms and Conditions", path: "/TermsConditions" },
  ],
});

export const siteConfigSchema = v.strictObject({
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

/** A site's public address, as a setting: http or https, no trailing slash. */
export const siteUrlSchema = webAddress;

/** The language the site is written in (BCP 47), for `<html lang>` and the legal feeds. */
export const SITE_LANGUAGE = "en";
