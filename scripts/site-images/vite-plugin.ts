import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { FAVICON_SVG_FILE, fileHeaders, WEB_MANIFEST_FILE } from "#contracts/http/address-table.ts";
import { type Messages, messagesIn } from "#contracts/messages.ts";
import { socialCardFile, versionTitle } from "#contracts/social-card.ts";
import { type Catalog, contentCatalog } from "#node-shared/content-catalog.ts";
import { loadMessages } from "#node-shared/messages-file.ts";
import { type ContentSource, loadSiteConfig } from "#node-shared/site-config-file.ts";
import { faviconIco, manifestIcon, touchIcon, webManifest } from "./app-icons.ts";
import { FAVICON_ICO, MANIFEST_ICONS, TOUCH_ICON } from "./files.ts";
import { renderSocialCard } from "./social-card.ts";

/** The source image of the favicon, the touch icons and the manifest's icons. */
export const ICON_SOURCE = "icon.svg";

type FileSource = () => Promise<Uint8Array | string>;

function titleOf(catalog: Catalog, file: string): string {
  const title = catalog.files.get(file)?.frontMatter.title;
  return typeof title === "string" ? title : "";
}

/**
 * The title each page's social card shows, in the page's language: the tagline on the
 * default language's home page, the page's own title on every other (the release notes' is
 * the language's name for them).
 */
function cardTitles(
  catalog: Catalog,
  tagline: string,
  messages: Readonly<Record<string, Messages>>,
): Map<string, string> {
  const titles = new Map<string, string>();
  for (const page of catalog.pages) {
    const title =
      page.path === "/"
        ? tagline
        : page.layout === "releases"
          ? messagesIn(messages, page.language).whatsNew
          : titleOf(catalog, page.file);
    titles.set(page.path, title);
  }
  for (const version of catalog.versions) {
    const inLanguage = messagesIn(messages, version.language);
    titles.set(
      version.path,
      versionTitle(titleOf(catalog, version.file), version.date, inLanguage),
    );
  }
  return titles;
}

/** Every generated image file by its name in the site, each drawn when it is asked for. */
async function siteImageFiles(
  content: ContentSource,
  base: string,
): Promise<Map<string, FileSource>> {
  const { contentDir } = content;
  const site = await loadSiteConfig(content);
  const iconFile = join(contentDir, ICON_SOURCE);
  const iconSvg = await readFile(iconFile, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `${relative(process.cwd(), iconFile)}: ${error.code === "ENOENT" ? "missing" : error.message}. The favicon, touch icons and web app manifest icons are drawn from it.`,
    );
  });
  const host = new URL(site.siteUrl).host;
  const files = new Map<string, FileSource>([
    [FAVICON_SVG_FILE, async () => iconSvg],
    [FAVICON_ICO.file, () => faviconIco(iconSvg)],
    [WEB_MANIFEST_FILE, async () => webManifest(site, base)],
    [TOUCH_ICON.file, () => touchIcon(iconSvg)],
    ...MANIFEST_ICONS.map((icon): [string, FileSource] => [
      icon.file,
      () => manifestIcon(iconSvg, icon),
    ]),
  ]);
  for (const [path, title] of cardTitles(
    contentCatalog(contentDir, site.languages),
    site.tagline,
    await loadMessages(contentDir, site.languages),
  )) {
    files.set(socialCardFile(path), () =>
      renderSocialCard({ productName: site.productName, title, host, iconSvg }),
    );
  }
  return files;
}

/** The endings of the files drawn here: only these addresses are looked up. */
const DRAWN_FILE = /\.(?:png|svg|ico|webmanifest)$/;

/**
 * Draws the site's images from `content/`: the favicon, touch icons and web app
 * manifest from `content/icon.svg`, and a social card per page. The build writes them
 * with the client's files; the development server draws each when it is asked for.
 */
export function siteImagesPlugin(content: ContentSource): Plugin {
  let base = "/";
  return {
    name: "site-images",
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        // Only image and manifest addresses are looked up: modules pass straight through.
        if (!DRAWN_FILE.test(path) || !path.startsWith(base)) return next();
        const file = path.slice(base.length);
        try {
          const source = (await siteImageFiles(content, base)).get(file);
          if (!source) return next();
          response.setHeader("Content-Type", fileHeaders(`/${file}`)["Content-Type"]);
          response.end(await source());
        } catch (error) {
          // A mistake in the content (the site configuration saved half-written) is Vite's to
          // answer and show: the server goes on.
          next(error);
        }
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [fileName, source] of await siteImageFiles(content, base)) {
        this.emitFile({ type: "asset", fileName, source: await source() });
      }
    },
  };
}
