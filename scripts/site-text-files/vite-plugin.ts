import type { Plugin } from "vite";
import {
  ATOM_EXTENSION,
  fileHeaders,
  LEGAL_INDEX_FILE,
  LLMS_TXT_FILE,
  MARKDOWN_EXTENSION,
  ROBOTS_FILE,
  WELL_KNOWN_FOLDER,
} from "#contracts/http/address-table.ts";
import type { ContentSource } from "#node-shared/site-config-file.ts";
import { siteTextFiles } from "./files.ts";

/** Whether a file in the site may be one made here: only these addresses are looked up. */
const mayBeTextFile = (file: string) =>
  [MARKDOWN_EXTENSION, ATOM_EXTENSION].some((ending) => file.endsWith(ending)) ||
  [LEGAL_INDEX_FILE, LLMS_TXT_FILE, ROBOTS_FILE].includes(file) ||
  file.startsWith(`${WELL_KNOWN_FOLDER}/`);

/**
 * Serves the text files the build writes beside the pages (`files.ts`) in development, each
 * made from the content when it is asked for: a page's links to its feed or its Markdown copy
 * lead somewhere while the site owner writes it, drafts and scheduled releases included as the
 * pages show them. The build writes them itself, after prerendering (`build-end.ts`).
 */
export function siteTextFilesPlugin(content: ContentSource): Plugin {
  let base = "/";
  return {
    name: "site-text-files",
    apply: "serve",
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        const file = path.slice(base.length);
        if (!path.startsWith(base) || !mayBeTextFile(file)) return next();
        try {
          const text = (await siteTextFiles({ ...content, baseURL: base })).get(file);
          if (!text) return next();
          response.setHeader("Content-Type", fileHeaders(`/${file}`)["Content-Type"]);
          response.end(await text());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
