import content from "virtual:site-content";
import home from "@content/home.md";
import privacyPolicy from "@content/privacy-policy.md";
import termsConditions from "@content/terms-conditions.md";
import type { MarkdownPage } from "#contracts/content.ts";

/** The site's pages, compiled from Markdown at build time. Never shipped to the browser. */
export const pages = { home, privacyPolicy, termsConditions };

/** The home page at an address: `/`, or its translation (`/de`). */
export const homeAt = (path: string) => content.translatedFixedPages.home[path] ?? pages.home;

/** A fixed legal page at an address: the default language's, or its translation. */
export const fixedLegalPageAt = (path: string, page: MarkdownPage) =>
  content.translatedFixedPages.legal[path] ?? page;

/** A legal page with the links to its earlier versions. */
export function legalPageData<Page extends MarkdownPage<unknown>>(page: Page, path: string) {
  return { ...page, history: versionHistory(path) };
}

/** The page of `content/pages/` at an address of the site, if there is one. */
export function contentPage(path: string) {
  const page = content.pages[path];
  return page ? legalPageData(page, path) : undefined;
}

/** The earlier versions of the legal page at an address, newest first. */
export function versionHistory(path: string) {
  return content.history[path] ?? [];
}

/** The earlier version of a legal page at an address of the site, if there is one. */
export function archivedVersion(path: string) {
  return content.versions[path];
}
