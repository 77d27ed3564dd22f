import type { Page } from "@playwright/test";

/** The site's pages, as the default content describes them. */
export const PAGES = [
  {
    path: "/",
    title: "Tally — split shared costs without the awkward maths",
    heading: "Split bills, not friendships",
    text: "Tally shows who owes whom",
    payload: "/_.data",
    navLabel: "Tally",
  },
  {
    path: "/PrivacyPolicy",
    title: "Privacy Policy — Tally",
    heading: "Privacy Policy",
    text: "Example Labs Ltd is the controller of the personal data",
    payload: "/PrivacyPolicy.data",
    navLabel: "Privacy",
  },
  {
    path: "/TermsConditions",
    title: "Terms and Conditions — Tally",
    heading: "Terms and Conditions",
    text: "Agreement and eligibility",
    payload: "/TermsConditions.data",
    navLabel: "Terms",
  },
] as const;

export const SITE_URL = "https://tally.example.com";

/** Collects console errors and warnings, and uncaught exceptions, of a page. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the page, so that clicks are handled by the app. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document as Document & Record<string, unknown>;
    return Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}
