import { z } from "zod";

const redirectStatus = z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]);

// "//host" and "/\host" are read by browsers as another site: never a path of this one.
const sitePath = z
  .string()
  .regex(
    /^\/(?![/\\])[^\s?#\\]*$/,
    "must be a path on this site starting with a single / (no query, hash, spaces or backslashes)",
  );

const navigationLink = z.strictObject({
  label: z.string().min(1),
  path: sitePath,
});

const DEFAULT_NAVIGATION = {
  header: [
    { label: "Privacy", path: "/PrivacyPolicy" },
    { label: "Terms", path: "/TermsConditions" },
  ],
  footer: [
    { label: "Privacy Policy", path: "/PrivacyPolicy" },
    { label: "Terms and Conditions", path: "/TermsConditions" },
  ],
};

export const siteConfigSchema = z.strictObject({
  productName: z.string().min(1),
  tagline: z.string().min(1),
  company: z.strictObject({
    name: z.string().min(1),
    address: z.array(z.string().min(1)).min(1),
  }),
  contactEmail: z.email(),
  siteUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  redirects: z
    .array(
      z.strictObject({
        from: sitePath,
        to: sitePath,
        status: redirectStatus.default(301),
      }),
    )
    .default([]),
  // Links to the site's pages in the header (at most four fit a phone) and the footer.
  navigation: z
    .strictObject({
      header: z.array(navigationLink).max(4),
      footer: z.array(navigationLink),
    })
    .default(DEFAULT_NAVIGATION),
});

/** What the site owner writes in `content/site.config.ts`. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration the app renders from. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavigationLink = SiteConfig["navigation"]["header"][number];
