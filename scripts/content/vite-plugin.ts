import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { homeFrontMatterSchema } from "#contracts/content.ts";
import { type Messages, messagesIn } from "#contracts/messages.ts";
import { IMAGE_TYPES } from "#contracts/picture.ts";
import { type SiteConfig, siteConfigSchema } from "#contracts/site-config.ts";
import {
  contentCatalog,
  contentFile,
  forgetContentCatalog,
  HISTORY_FOLDER,
  PAGES_FOLDER,
} from "#node-shared/content-catalog.ts";
import { contentWarning } from "#node-shared/content-errors.ts";
import { loadMessages, messagesFile } from "#node-shared/messages-file.ts";
import { routedAddresses, routeTable } from "#node-shared/route-table.ts";
import {
  type ContentSource,
  loadSiteConfig,
  SITE_CONFIG_FILE,
} from "#node-shared/site-config-file.ts";
import { validate } from "#node-shared/validation.ts";
import { ENCODED_FOLDER } from "../images/encoded-store.ts";
import { altText, ImageLibrary } from "../images/image-library.ts";
import { checkContent } from "./content-checks.ts";
import { compileMarkdown, type PictureOf, type TextWords } from "./markdown.ts";
import { readRelativeLinks } from "./relative-links.ts";
import { compileUpcomingTexts, loadSiteContent } from "./site-content.ts";

const SITE_CONFIG_ID = "virtual:site-config";
const RESOLVED_SITE_CONFIG_ID = `\0${SITE_CONFIG_ID}`;
const SITE_CONTENT_ID = "virtual:site-content";
const RESOLVED_SITE_CONTENT_ID = `\0${SITE_CONTENT_ID}`;
const MESSAGES_ID = "virtual:site-messages";
const RESOLVED_MESSAGES_ID = `\0${MESSAGES_ID}`;
const PLACEHOLDERS_ID = "virtual:image-placeholders";
const RESOLVED_PLACEHOLDERS_ID = `\0${PLACEHOLDERS_ID}`;
/**
 * The modules made from the whole content folder, which any edit in it may change (the site
 * configuration's module changes with its file alone, which it watches).
 */
const MADE_FROM_CONTENT = [
  RESOLVED_SITE_CONTENT_ID,
  RESOLVED_MESSAGES_ID,
  RESOLVED_PLACEHOLDERS_ID,
];

/**
 * The site configuration as a module with one export per setting (every setting the schema
 * knows, `undefined` when left out), imported by name: a bundle keeps only the settings its
 * modules import, so the browser's script carries no redirects or navigation table, which only
 * the server's render reads.
 */
function siteConfigModule(site: SiteConfig): string {
  return Object.keys(siteConfigSchema.entries)
    .map((key) => `export const ${key} = ${JSON.stringify(site[key as keyof SiteConfig])};`)
    .join("\n");
}

/** What is in `after` and not in `before`, and the other way round, in words; none if nothing. */
function addressChanges(before: Set<string>, after: Set<string>): string | undefined {
  const added = [...after].filter((address) => !before.has(address));
  const removed = [...before].filter((address) => !after.has(address));
  const changes = [
    ...(added.length > 0 ? [`added ${added.join(", ")}`] : []),
    ...(removed.length > 0 ? [`removed ${removed.join(", ")}`] : []),
  ];
  return changes.length > 0 ? changes.join("; ") : undefined;
}

/**
 * How long the file watcher (chokidar, in Vite) stays silent about a file after telling one
 * change of it: a change within that time is counted, not told.
 */
const CHANGE_SILENCE_MS = 50;

/**
 * How long the content folder is left unchanged before its addresses are read for a restart:
 * beyond the watcher's silence and the second telling of a file saved in two steps.
 */
const SETTLE_MS = 4 * CHANGE_SILENCE_MS;

/** A file's size and time of change, to tell whether it changed since (`gone` if it is). */
function fileState(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}` : "gone";
}

/** A home page's Markdown compiled, its front matter checked and its hero picture encoded. */
async function compileHome(file: string, markdown: string, found: ImageLibrary, words: TextWords) {
  const compiled = await compileMarkdown(
    markdown,
    (ref, alt) => found.picture(file, altText(file, ref, alt), ref),
    { words },
  );
  const frontMatter = validate(homeFrontMatterSchema, compiled.frontMatter, file, "front matter", {
    source: markdown,
  });
  const { image, ...hero } = frontMatter.hero;
  const heroImage = image && found.picture(file, image.alt, image.light, image.dark);
  return { ...compiled, frontMatter: { ...frontMatter, hero: { ...hero, image: heroImage } } };
}

/**
 * Exposes the validated site configuration as `virtual:site-config`, every language's
 * interface text as `virtual:site-messages` (for the server's render only), and every page of the
 * content folder, compiled to `{ frontMatter, body, toc }` at build time, with the legal pages'
 * history as `virtual:site-content`.
 */
export function contentPlugin(source: ContentSource): Plugin {
  const { contentDir } = source;
  let base = "/";
  // Read once per build (and again after an edit in development).
  let config: Promise<SiteConfig> | undefined;
  let library: Promise<ImageLibrary> | undefined;
  const siteConfig = () => {
    config ??= loadSiteConfig(source);
    return config;
  };
  let interfaceText: Promise<Record<string, Messages>> | undefined;
  const messages = async () => {
    interfaceText ??= siteConfig().then(({ languages }) => loadMessages(contentDir, languages));
    return interfaceText;
  };
  const catalog = async () => contentCatalog(contentDir, (await siteConfig()).languages);
  const images = () => {
    library ??= catalog().then((read) =>
      ImageLibrary.prepare(
        contentDir,
        [...read.files].map(([file, { source }]) => ({ file: resolve(contentDir, file), source })),
        base,
      ),
    );
    return library;
  };
  const pictureOf =
    (markdownFile: string, found: ImageLibrary): PictureOf =>
    (ref, alt) =>
      found.picture(markdownFile, altText(markdownFile, ref, alt), ref);
  // The development server's log once it has started; the console during a build.
  let warn = (message: string) => console.warn(contentWarning(message));
  let compiled: Promise<string> | undefined;
  /** Every page compiled, as the source of `virtual:site-content`. */
  const siteContent = () => {
    compiled ??= (async () => {
      const found = await images();
      const read = await catalog();
      const words = await messages();
      const content = await loadSiteContent(contentDir, read, words, (file) =>
        pictureOf(file, found),
      );
      for (const page of read.pages.filter((candidate) => candidate.layout === "home")) {
        const { source } = contentFile(read, page.file);
        const file = join(contentDir, page.file);
        const pageMessages = messagesIn(words, page.language);
        content.homes[page.path] = await compileHome(file, source, found, pageMessages);
      }
      const upcoming = await compileUpcomingTexts(contentDir, read, words, (file) =>
        pictureOf(file, found),
      );
      checkContent(contentDir, read, content, upcoming, await siteConfig(), warn);
      readRelativeLinks(content);
      return `export default ${JSON.stringify(content)};`;
    })();
    return compiled;
  };
  const building = (environment: { config: { command: string } }) =>
    environment.config.command === "build";
  /** Whether the modules made from the content folder read `file` (not the encoder's output). */
  const readByModules = (file: string) =>
    resolve(file).startsWith(resolve(contentDir)) &&
    relative(resolve(contentDir, ENCODED_FOLDER), file).startsWith("..");
  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      // A build compiles the pages and checks the content folder before it bundles anything: a
      // mistake stops it at once, before the browser's files are drawn and written. (The
      // development server React Router starts during a build, to read the route modules, runs
      // this hook too and needs none of it.)
      if (building(this.environment)) await siteContent();
    },
    configureServer(server) {
      warn = (message) => server.config.logger.warn(contentWarning(message), { timestamp: true });
      // From the start, wherever the folder is (`CONTENT_DIR` may be outside the project): a
      // file saved before the first page is rendered after a restart is seen too.
      server.watcher.add(contentDir);
      // React Router reads the route table once, as the server starts; a content folder that
      // cannot be read yet has its mistake shown by the pages, as after an edit.
      const addresses = () =>
        catalog().then(
          (read) => routedAddresses(routeTable(read)),
          () => undefined,
        );
      let routed = addresses();
      // React Router reads the table as the next server starts, while this one still watches: a
      // change seen meanwhile (a checkout, a second file saved) may have come after that read,
      // so the server starts once more when its restart is done. Each restart is said once, with
      // every change it serves.
      const untold: string[] = [];
      let restarting = false;
      const restart = async (changes: string) => {
        untold.push(changes);
        if (restarting) return;
        restarting = true;
        try {
          while (untold.length > 0) {
            server.config.logger.info(
              `The site's pages changed (${untold.splice(0).join("; ")}): restarting to serve them.`,
              { timestamp: true },
            );
            await server.restart();
          }
        } finally {
          restarting = false;
        }
      };
      // A file saved in two steps (emptied, then written) may have the folder read between them,
      // and its second change go untold (`CHANGE_SILENCE_MS`). One that has changed again once
      // that time has passed is told again, to every listener, as the watcher tells a change.
      const tellAgainIfChanged = (file: string) => {
        const seen = fileState(file);
        setTimeout(() => {
          if (fileState(file) === seen) return;
          server.watcher.emit("change", file);
          server.watcher.emit("all", "change", file);
        }, 2 * CHANGE_SILENCE_MS);
      };
      // An edit in content/ changes what the virtual modules hold: the next render reads again.
      // A page, a version or a language that comes or goes (or moves) changes the route table:
      // the server starts again, which reads it anew.
      const restartIfMoved = async () => {
        const previous = routed;
        const next = addresses();
        // A content folder that cannot be read keeps the last addresses that could be.
        routed = Promise.all([previous, next]).then(([before, after]) => after ?? before);
        const [before, after] = await Promise.all([previous, next]);
        const changes = before && after && addressChanges(before, after);
        if (changes) await restart(changes);
      };
      let settling: NodeJS.Timeout | undefined;
      server.watcher.on("all", (event, file) => {
        if (!readByModules(file)) return;
        if (event === "change") tellAgainIfChanged(file);
        forgetContentCatalog(contentDir);
        config = undefined;
        interfaceText = undefined;
        library = undefined;
        compiled = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const id of MADE_FROM_CONTENT) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        // Once the folder has settled: a file saved in two steps, emptied and then written, is
        // no page between them, and would have the server restart twice for one save.
        clearTimeout(settling);
        settling = setTimeout(() => {
          restartIfMoved().catch((error: unknown) =>
            server.config.logger.error(String(error), { timestamp: true }),
          );
        }, SETTLE_MS);
      });
      // In development the encoded images are served from the cache.
      server.middlewares.use(`${base}assets/images/`, async (request, response, next) => {
        const wanted = request.url?.split("?")[0]?.slice(1);
        try {
          const file = (await images()).files().find((candidate) => candidate.fileName === wanted);
          if (!file) return next();
          response.setHeader("Content-Type", IMAGE_TYPES[file.format]);
          response.end(await readFile(file.cachePath));
        } catch (error) {
          // A mistake in the content is Vite's to answer and show: the server goes on.
          next(error);
        }
      });
    },
    // An edit in content/ updates the pages open in a browser: the modules made from the folder
    // are among those it changes, and React Router revalidates the routes that import them. A
    // Markdown file is not a module of its own, and a new one was never read.
    hotUpdate({ file, modules }) {
      if (!readByModules(file)) return;
      const made = MADE_FROM_CONTENT.flatMap(
        (id) => this.environment.moduleGraph.getModuleById(id) ?? [],
      );
      return [...new Set([...modules, ...made])];
    },
    resolveId(id) {
      if (id === SITE_CONFIG_ID) return RESOLVED_SITE_CONFIG_ID;
      if (id === PLACEHOLDERS_ID) return RESOLVED_PLACEHOLDERS_ID;
      if (id === MESSAGES_ID) return RESOLVED_MESSAGES_ID;
      return id === SITE_CONTENT_ID ? RESOLVED_SITE_CONTENT_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_SITE_CONFIG_ID) {
        this.addWatchFile(resolve(contentDir, SITE_CONFIG_FILE));
        return siteConfigModule(await siteConfig());
      }
      if (id === RESOLVED_MESSAGES_ID) {
        const { languages } = await siteConfig();
        for (const { code } of languages) {
          this.addWatchFile(messagesFile(contentDir, languages, code));
        }
        return `export default ${JSON.stringify(await messages())};`;
      }
      if (id === RESOLVED_PLACEHOLDERS_ID) {
        return `export default ${JSON.stringify((await images()).placeholderCss())};`;
      }
      if (id === RESOLVED_SITE_CONTENT_ID) {
        this.addWatchFile(join(contentDir, PAGES_FOLDER));
        this.addWatchFile(join(contentDir, HISTORY_FOLDER));
        for (const image of (await images()).sources()) this.addWatchFile(image);
        return siteContent();
      }
      return undefined;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await images()).files()) {
        this.emitFile({
          type: "asset",
          fileName: `assets/images/${file.fileName}`,
          source: await readFile(file.cachePath),
        });
      }
    },
  };
}
