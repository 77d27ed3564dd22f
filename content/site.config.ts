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
