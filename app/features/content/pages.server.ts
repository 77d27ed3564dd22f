import home from "@content/home.md";
import privacyPolicy from "@content/privacy-policy.md";
import termsConditions from "@content/terms-conditions.md";

/** The site's pages, compiled from Markdown at build time. Never shipped to the browser. */
export const pages = { home, privacyPolicy, termsConditions };
