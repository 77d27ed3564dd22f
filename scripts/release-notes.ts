import { releaseFeedFile } from "#contracts/http/address-table.ts";
import { fill, messagesIn } from "#contracts/messages.ts";
import { releaseAnchor } from "#contracts/page-ids.ts";
import { type Catalog, type CatalogPage, contentFile } from "#node-shared/content-catalog.ts";
import { atomFeed } from "./atom-feed.ts";
import { type FeedImage, markdownHtml } from "./content/markdown.ts";
import { type SiteFacts, siteAddress } from "./legal-changes.ts";

/**
 * The release notes' feed of one language (`/WhatsNew/feed.atom`): one entry per published
 * release, newest first, its notes as HTML, their images as the page serves them. An entry's id
 * is the release's section of the page, which no later release changes.
 */
export async function releaseFeed(
  site: SiteFacts,
  catalog: Catalog,
  page: CatalogPage,
  /** Where the site serves an image a release names: the release's file (from the content folder), the image's path. */
  image: (file: string, path: string) => FeedImage,
): Promise<string> {
  const messages = messagesIn(site.messages, page.language);
  const releases = catalog.releases.filter((release) => release.language === page.language);
  const entries = await Promise.all(
    releases.map(async (release) => {
      const address = siteAddress(site, `${page.path}#${releaseAnchor(release.version)}`);
      const heading = fill(messages.releaseEntryTitle, {
        product: site.productName,
        version: release.version,
      });
      const { source } = contentFile(catalog, release.file);
      return {
        id: address,
        title: release.title ? `${heading}: ${release.title}` : heading,
        link: address,
        updated: release.date,
        published: release.date,
        content: await markdownHtml(source, {
          siteUrl: site.siteUrl,
          pageUrl: siteAddress(site, page.path),
          prefix: `${releaseAnchor(release.version)}-`,
          words: messages,
          image: (path) => image(release.file, path),
        }),
      };
    }),
  );
  return atomFeed(
    {
      address: siteAddress(site, releaseFeedFile(page.path)),
      title: fill(messages.releaseFeedTitle, { product: site.productName }),
      language: page.language,
      site: siteAddress(site, page.path),
      author: site.company.name,
    },
    entries,
  );
}
