import type { Page } from "@playwright/test";

/**
 * The site's pages, as the default content describes them (built as of the tests' date): the
 * three fixed pages, a page of `content/pages/`, an earlier version of the privacy policy and
 * the upcoming version of the terms (whose canonical addresses are the current pages'), and
 * the release notes.
 */
export const PAGES = [
  {
    path: "/",
    canonical: "/",
    title: "Tally — split shared costs without the awkward maths",
    heading: "Split bills, not friendships",
    text: "Tally shows who owes whom",
    payload: "/_.data",
    navLabel: "Tally",
  },
  {
    path: "/PrivacyPolicy",
    canonical: "/PrivacyPolicy",
    title: "Privacy Policy — Tally",
    heading: "Privacy Policy",
    text: "Example Labs Ltd is the controller of the personal data",
    payload: "/PrivacyPolicy.data",
    navLabel: "Privacy",
  },
  {
    path: "/TermsConditions",
    canonical: "/TermsConditions",
    title: "Terms and Conditions — Tally",
    heading: "Terms and Conditions",
    text: "Agreement and eligibility",
    payload: "/TermsConditions.data",
    navLabel: "Terms",
  },
  {
    path: "/Support",
    canonical: "/Support",
    title: "Support — Tally",
    heading: "Support",
    text: "We are a small team and we read every message",
    payload: "/Support.data",
    navLabel: "Support",
  },
  {
    path: "/PrivacyPolicy/2026-05-01",
    canonical: "/PrivacyPolicy",
    title: "Privacy Policy (version of 1 May 2026) — Tally",
    heading: "Privacy Policy (version of 1 May 2026)",
    text: "This is not the current version.",
    payload: "/PrivacyPolicy/2026-05-01.data",
    navLabel: undefined,
  },
  {
    path: "/WhatsNew",
    canonical: "/WhatsNew",
    title: "What's new — Tally",
    heading: "What's new",
    text: "Settling up is now one screen instead of three.",
    payload: "/WhatsNew.data",
    navLabel: undefined,
  },
  {
    path: "/TermsConditions/2027-01-15",
    canonical: "/TermsConditions",
    title: "Terms and Conditions (version of 15 January 2027) — Tally",
    heading: "Terms and Conditions (version of 15 January 2027)",
    text: "This version is not yet in force.",
    payload: "/TermsConditions/2027-01-15.data",
    navLabel: undefined,
  },
] as const;

/** The pages search engines should list: those whose canonical address is their own. */
export const INDEXABLE_PAGES = PAGES.filter((page) => page.canonical === page.path);

export const SITE_URL = "https://tally.example.com";

/** Chrome on an Android phone, as its reduced user agent string names it. */
export const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

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

/**
 * Waits until React has hydrated the page: its hydration committed, so that clicks are handled by
 * the app and what hydrating adds (the module preloads in `<head>`) is in the page. React marks
 * the document as its container when hydration starts; the root's state says when it has ended.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    type HostRoot = { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } };
    const root = document as Document & Record<string, HostRoot | undefined>;
    const key = Object.keys(root).find((name) => name.startsWith("__reactContainer"));
    const hostRoot = key ? root[key] : undefined;
    return hostRoot?.stateNode.current.memoizedState?.isDehydrated === false;
  });
}

/** The German translations of the pages of `PAGES`, under `/de`. */
export const TRANSLATED_PAGES = [
  {
    path: "/de",
    canonical: "/de",
    title: "Tally – gemeinsame Kosten teilen, ohne Kopfrechnen",
    heading: "Rechnungen teilen, nicht Freundschaften",
    text: "Tally rechnet aus, wer wem etwas schuldet",
    payload: "/de.data",
  },
  {
    path: "/de/PrivacyPolicy",
    canonical: "/de/PrivacyPolicy",
    title: "Datenschutzerklärung — Tally",
    heading: "Datenschutzerklärung",
    text: "Verantwortlich für die Verarbeitung",
    payload: "/de/PrivacyPolicy.data",
  },
  {
    path: "/de/TermsConditions",
    canonical: "/de/TermsConditions",
    title: "Allgemeine Geschäftsbedingungen — Tally",
    heading: "Allgemeine Geschäftsbedingungen",
    text: "Geltung und Voraussetzungen",
    payload: "/de/TermsConditions.data",
  },
  {
    path: "/de/Support",
    canonical: "/de/Support",
    title: "Hilfe — Tally",
    heading: "Hilfe",
    text: "Wir sind ein kleines Team und lesen jede Nachricht",
    payload: "/de/Support.data",
  },
  {
    path: "/de/PrivacyPolicy/2026-05-01",
    canonical: "/de/PrivacyPolicy",
    title: "Datenschutzerklärung (Fassung vom 1. Mai 2026) — Tally",
    heading: "Datenschutzerklärung (Fassung vom 1. Mai 2026)",
    text: "Dies ist nicht die aktuelle Fassung.",
    payload: "/de/PrivacyPolicy/2026-05-01.data",
  },
  {
    path: "/de/WhatsNew",
    canonical: "/de/WhatsNew",
    title: "Neuigkeiten — Tally",
    heading: "Neuigkeiten",
    text: "Abrechnen geht jetzt auf einem Bildschirm statt auf dreien.",
    payload: "/de/WhatsNew.data",
  },
  {
    path: "/de/TermsConditions/2027-01-15",
    canonical: "/de/TermsConditions",
    title: "Allgemeine Geschäftsbedingungen (Fassung vom 15. Januar 2027) — Tally",
    heading: "Allgemeine Geschäftsbedingungen (Fassung vom 15. Januar 2027)",
    text: "Diese Fassung gilt noch nicht.",
    payload: "/de/TermsConditions/2027-01-15.data",
  },
] as const;
