import type { SiteConfigInput } from "#contracts/site-config.ts";

/** The site's settings. Edit these, then rebuild (`npm run build`). */
export default {
  // The first language is the default; every other lives under its code (/de/PrivacyPolicy),
  // with its pages in content/<code>/.
  languages: [
    { code: "en", name: "English" },
    { code: "de", name: "Deutsch" },
  ],
  productName: "Tally",
  tagline: "Split shared costs without the awkward maths.",
  company: {
    name: "Example Labs Ltd",
    address: ["1 Example Street", "London EC1A 1AA", "United Kingdom"],
  },
  contactEmail: "hello@example.com",
  // The public address of the site, used for canonical links.
  siteUrl: "https://tally.example.com",
  // The app: its App Store and Google Play identities, and the paths of this site that open in
  // it when it is installed (invitations). Leave it out, and no app link file is published.
  app: {
    ios: { appId: "A1B2C3D4E5.com.example.tally", appStoreId: "1234567890" },
    android: {
      package: "com.example.tally",
      sha256CertFingerprints: [
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
      ],
    },
    links: ["/invite/*"],
  },
  // Links in the header (at most four) and the footer: any page's path, including
  // the pages of content/pages/.
  navigation: {
    header: [
      { label: { en: "Support", de: "Hilfe" }, path: "/Support" },
      { label: { en: "Privacy", de: "Datenschutz" }, path: "/PrivacyPolicy" },
      { label: { en: "Terms", de: "AGB" }, path: "/TermsConditions" },
    ],
    footer: [
      { label: { en: "What's new", de: "Neuigkeiten" }, path: "/WhatsNew" },
      { label: { en: "Support", de: "Hilfe" }, path: "/Support" },
      { label: { en: "Privacy Policy", de: "Datenschutzerklärung" }, path: "/PrivacyPolicy" },
      { label: { en: "Terms and Conditions", de: "AGB" }, path: "/TermsConditions" },
    ],
  },
  // Old or short addresses that lead to a page. `status` defaults to 301.
  redirects: [
    { from: "/privacy", to: "/PrivacyPolicy", status: 301 },
    { from: "/terms", to: "/TermsConditions", status: 301 },
    { from: "/help", to: "/Support", status: 301 },
  ],
} satisfies SiteConfigInput;
