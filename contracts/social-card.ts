import { pageHtmlFile } from "./build-manifest.ts";
import { formatDate } from "./dates.ts";
import { fill, type Messages } from "./messages.ts";

/** The size of a social card: what Open Graph and Twitter recommend for a large preview. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** A page's social card, relative to the site's base path: `social/PrivacyPolicy.png`. */
export function socialCardFile(path: string): string {
  return `social/${pageHtmlFile(path).replace(/\.html$/, ".png")}`;
}

/**
 * The title an earlier version of a page goes by, in its language: "Privacy Policy (version
 * of 1 May 2026)".
 */
export function versionTitle(
  title: string,
  isoDate: string,
  messages: Pick<Messages, "versionTitle" | "months" | "date">,
): string {
  return fill(messages.versionTitle, { title, date: formatDate(isoDate, messages) });
}

/** What a social card shows, which is also its text alternative: "Tally: Privacy Policy". */
export function socialCardAlt(productName: string, title: string): string {
  return `${productName}: ${title}`;
}
