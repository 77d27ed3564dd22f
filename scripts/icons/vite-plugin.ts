import { readdir, readFile } from "node:fs/promises";
import { basename, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { parseIconName, type RenderedIcon, renderIcon } from "#contracts/icons.ts";
import { ContentError, fromRoot } from "#node-shared/content-errors.ts";
import { isContentFile } from "#node-shared/content-files.ts";
import { loadCollection } from "#node-shared/icon-collections.ts";

const MODULE_ID = "virtual:icons";
const RESOLVED_MODULE_ID = `\0${MODULE_ID}`;
const SCANNED_FILE = /\.(?:tsx?|md)$/;
const QUOTED_ICON_NAME = /["'`]([a-z0-9-]+:[a-z0-9-]+)["'`]|\bicon:\s*([a-z0-9-]+:[a-z0-9-]+)\b/g;

interface FoundName {
  name: string;
  file: string;
  line: number;
}

/** The names in the files of `directory` that `read` takes. */
async function scan(directory: string, read: (file: string) => boolean): Promise<FoundName[]> {
  const found: FoundName[] = [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && SCANNED_FILE.test(entry.name) && read(file)) {
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(QUOTED_ICON_NAME)) {
        const line = text.slice(0, match.index).split("\n").length;
        found.push({ name: (match[1] ?? match[2]) as string, file, line });
      }
    }
  }
  return found;
}

/**
 * Collects every icon named in the app's code and in the content, from installed
 * `@iconify-json/*` collections, into `virtual:icons`: those icons are rendered as
 * inline SVG with no request. A name of an installed collection that does not
 * exist stops the build, naming the file and line: in the content, as the owner's mistake.
 */
export async function collectBuildTimeIcons({
  appDir,
  contentDir,
}: {
  appDir: string;
  contentDir: string;
}): Promise<Record<string, RenderedIcon>> {
  const icons: Record<string, RenderedIcon> = {};
  const content = resolve(contentDir);
  const found = [
    ...(await scan(resolve(appDir), (file) => !basename(file).includes(".test."))),
    ...(await scan(content, (file) => isContentFile(relative(content, file)))),
  ];
  for (const { name, file, line } of found) {
    if (icons[name]) continue;
    const parsed = parseIconName(name);
    const collection = parsed && (await loadCollection(parsed.prefix));
    // Strings that only look like icon names (no such collection installed) are not icons.
    if (!parsed || !collection) continue;
    const icon = renderIcon(collection, parsed.name);
    if (!icon) {
      const problem = `there is no icon "${name}" in @iconify-json/${parsed.prefix}`;
      if (!file.startsWith(`${content}${sep}`)) {
        throw new Error(`${relative(process.cwd(), file)}:${line}: ${problem}`);
      }
      throw new ContentError(
        problem,
        { file: fromRoot(file), line },
        `Its icons are listed at https://icon-sets.iconify.design/${parsed.prefix}/`,
      );
    }
    icons[name] = icon;
  }
  return icons;
}

export function iconsPlugin({
  appDir,
  contentDir,
}: {
  appDir: string;
  contentDir: string;
}): Plugin {
  return {
    name: "build-time-icons",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_MODULE_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_MODULE_ID) return undefined;
      return `export default ${JSON.stringify(await collectBuildTimeIcons({ appDir, contentDir }))};`;
    },
    hotUpdate({ file, server }) {
      if (!SCANNED_FILE.test(file)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_MODULE_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
