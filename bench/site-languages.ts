import { pathInLanguage } from "#contracts/languages.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";

/** A page of another language than the default, and the default language's page it translates. */
export interface TranslatedPage {
  path: string;
  of: string;
}

/**
 * The given pages in each of the site's other languages (`/PrivacyPolicy` → `/de/PrivacyPolicy`),
 * read from the site configuration of `CONTENT_DIR` (the content the measured build was made from).
 */
export async function translatedPages(pages: readonly string[]): Promise<TranslatedPage[]> {
  const { languages } = await loadSiteConfig({
    contentDir: process.env.CONTENT_DIR || "content",
  });
  return languages
    .slice(1)
    .flatMap(({ code }) => pages.map((of) => ({ path: pathInLanguage(of, code, languages), of })));
}
