import type { SiteConfigInput } from "../app/features/content/site-config.ts";

/** The site's settings. Edit these, then rebuild (`npm run build`). */
export default {
  productName: "Tally",
  tagline: "Split shared costs without the awkward maths.",
  company: {
    name: "Example Labs Ltd",
    address: ["1 Example Street", "London EC1A 1AA", "United Kingdom"],
  },
  contactEmail: "hello@example.com",
  // The public address of the site, used for canonical links.
  siteUrl: "https://tally.example.com",
  // Old or short addresses that lead to a page. `status` defaults to 301.
  redirects: [
    { from: "/privacy", to: "/PrivacyPolicy", status: 301 },
    { from: "/terms", to: "/TermsConditions", status: 301 },
  ],
} satisfies SiteConfigInput;
