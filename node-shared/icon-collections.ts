import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { IconifyJSON } from "@iconify/types";

const require = createRequire(import.meta.url);
// Only installed collections are kept, so the cache is bounded by what is installed.
const cache = new Map<string, Promise<IconifyJSON>>();

let installed: Set<string> | undefined;

/** The names of the installed collections, read once: an unknown name costs no file access. */
function installedCollections(): Set<string> {
  installed ??= new Set(
    (require.resolve.paths("@iconify-json/x") ?? []).flatMap((dir) => {
      try {
        return readdirSync(join(dir, "@iconify-json"));
      } catch {
        return [];
      }
    }),
  );
  return installed;
}

/** Whether `@iconify-json/<prefix>` is installed, so that its icons are drawn at build time. */
export function isCollectionInstalled(prefix: string): boolean {
  return installedCollections().has(prefix);
}

function installedFile(prefix: string): string | undefined {
  if (!isCollectionInstalled(prefix)) return undefined;
  try {
    return require.resolve(`@iconify-json/${prefix}/icons.json`);
  } catch {
    return undefined;
  }
}

/** The installed `@iconify-json/<prefix>` collection, or undefined when it is not installed. */
export function loadCollection(prefix: string): Promise<IconifyJSON | undefined> {
  const cached = cache.get(prefix);
  if (cached) return cached;
  const file = installedFile(prefix);
  if (!file) return Promise.resolve(undefined);
  const collection = readFile(file, "utf8").then((text) => JSON.parse(text) as IconifyJSON);
  cache.set(prefix, collection);
  return collection;
}
