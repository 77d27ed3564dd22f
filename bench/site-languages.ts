import { access, readdir } from "node:fs/promises";
import { join } from "node:path";

/** A page of another language than the default, and the default language's page it translates. */
export interface TranslatedPage {
  path: string;
  of: string;
}

/**
 * The given pages in each of the site's other languages (`/PrivacyPolicy` → `/de/PrivacyPolicy`),
 * found in the build as the hosts find them: a language is a folder with a 404 page of its own.
 */
export async function translatedPages(
  pages: readonly string[],
  siteDir = `${process.env.BUILD_DIR || "build"}/client`,
): Promise<TranslatedPage[]> {
  const entries = await readdir(siteDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const languages: string[] = [];
  for (const folder of folders.sort()) {
    const hasNotFound = await access(join(siteDir, folder, "404.html")).then(
      () => true,
      () => false,
    );
    if (hasNotFound) languages.push(folder);
  }
  return languages.flatMap((code) =>
    pages.map((of) => ({ path: of === "/" ? `/${code}` : `/${code}${of}`, of })),
  );
}
