import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { parseIconName, type RenderedIcon, renderIcon } from "#contracts/icons.ts";
import { loadCollection } from "#node-shared/icon-collections.ts";

const MODULE_ID = "virtual:icons";
const RESOLVED_MODULE_ID = `\0${MODULE_ID}`;
const SCANNED_FILE = /\.(?:tsx?|md)$/;
const QUOTED_ICON_NAME = /["'`]([a-z0-9-]+:[a-z0-9-]+)["'`]|\bicon:\s*([a-z0-9-]+:[a-z0-9-]+)\b/g;

interface FoundName {
  name: string;
  file: string;
}

async function scan(directories: string[]): Promise<FoundName[]> {
  const found: FoundName[] = [];
  for (const directory of directories) {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !SCANNED_FILE.test(entry.name) || entry.name.includes(".test."))
        continue;
      const file = join(entry.parentPath, entry.name);
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(QUOTED_ICON_NAME)) {
        found.push({ name: (match[1] ?? match[2]) as string, file });
      }
    }
  }
  return found;
}

/**
 * Collects every icon named in the app's code and in the content, from installed
 * `@iconify-json/*` collections, into `virtual:icons`: those icons are rendered as
 * inline SVG with no request. A name of an installed collection that does not
 * exist stops the build, naming the file.
 */
export async function collectBuildTimeIcons(
  directories: string[],
): Promise<Record<string, RenderedIcon>> {
  const icons: Record<string, RenderedIcon> = {};
  for (const { name, file } of await scan(directories)) {
    if (icons[name]) continue;
    const parsed = parseIconName(name);
    const collection = parsed && (await loadCollection(parsed.prefix));
    // Strings that only look like icon names (no such collection installed) are not icons.
    if (!parsed || !collection) continue;
    const icon = renderIcon(collection, parsed.name);
    if (!icon) {
      throw new Error(
        `${relative(process.cwd(), file)}: there is no icon "${name}" in @iconify-json/${parsed.prefix}`,
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
  const directories = [resolve(appDir), resolve(contentDir)];
  return {
    name: "build-time-icons",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_MODULE_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_MODULE_ID) return undefined;
      return `export default ${JSON.stringify(await collectBuildTimeIcons(directories))};`;
    },
    hotUpdate({ file, server }) {
      if (!SCANNED_FILE.test(file)) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_MODULE_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
