import { join } from "node:path";
import {
  LEGAL_FEED_FILE,
  LEGAL_INDEX_FILE,
  LLMS_TXT_FILE,
  markdownAddress,
  ROBOTS_FILE,
  releaseFeedFile,
} from "#contracts/http/address-table.ts";
import { defaultLanguage, languageNotFoundFolders } from "#contracts/languages.ts";
import { contentCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { type ContentSource, loadSiteConfig } from "#node-shared/site-config-file.ts";
import { appLinkFiles } from "./app-links.ts";
import { ImageLibrary } from "./images/image-library.ts";
import { legalFeed, legalIndex, readLegalRecords } from "./legal-changes.ts";
import { llmsTxt, markdownPages } from "./markdown-pages.ts";
import { releaseFeed } from "./release-notes.ts";
import { robots } from "./search-engine-files.ts";

/** A file's text, written when it is asked for. */
export type TextSource = () => Promise<string>;

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * Every text file made from the content alone, by its file in the site (`legal/feed.atom`):
 * each page as Markdown and `llms.txt` (SPEC §19), the legal pages' index and feed (§15, §17),
 * each language's release notes' feed (§16), the app-link files (§18) and `robots.txt`. The
 * build writes them beside the pages; the development server writes each when it is asked for,
 * from the content as it is then. The sitemap, which reads the pages as rendered, is made apart
 * (`siteSitemap`).
 */
export async function siteTextFiles(
  content: ContentSource & { baseURL: string },
): Promise<Map<string, TextSource>> {
  const { contentDir, baseURL: base } = content;
  const site = await loadSiteConfig(content);
  const catalog = contentCatalog(contentDir, site.languages);
  const facts = {
    ...site,
    language: defaultLanguage(site.languages).code,
    messages: await loadMessages(contentDir, site.languages),
  };
  // The images were encoded (or found in the cache) by the build: here they are only looked up.
  const images = await ImageLibrary.prepare(
    contentDir,
    [...catalog.files].map(([file, { source }]) => ({ file: join(contentDir, file), source })),
    base,
    () => {},
  );
  const asMarkdown = markdownPages(contentDir, catalog, facts, {
    base,
    image: (file, ref) => images.address(file, ref),
  });
  const legal = readLegalRecords(contentDir, catalog);
  const files = new Map<string, TextSource>();
  for (const page of asMarkdown) {
    const address = markdownAddress(page.path, page.layout === "home");
    files.set(address.slice(1), async () => page.markdown);
  }
  files.set(LLMS_TXT_FILE, async () => llmsTxt(site, catalog, asMarkdown));
  files.set(LEGAL_INDEX_FILE, async () => json(legalIndex(facts, legal)));
  files.set(LEGAL_FEED_FILE, async () => legalFeed(facts, legal));
  for (const page of catalog.pages.filter((candidate) => candidate.layout === "releases")) {
    files.set(releaseFeedFile(page.path), () =>
      releaseFeed(facts, catalog, page, (file, path) => {
        const { width, height, light } = images.picture(join(contentDir, file), "", path);
        return { src: light.src, width, height };
      }),
    );
  }
  for (const [file, value] of appLinkFiles(site.app, base)) {
    files.set(file, async () => json(value));
  }
  files.set(ROBOTS_FILE, async () =>
    robots(site.siteUrl, base, languageNotFoundFolders(site.languages)),
  );
  return files;
}
