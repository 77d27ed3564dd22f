import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/types";
import { getIconData, iconToSVG } from "@iconify/utils";
import type { RenderedIcon } from "./icon-name.ts";

const require = createRequire(import.meta.url);
const cache = new Map<string, Promise<IconifyJSON | undefined>>();

/** The installed `@iconify-json/<prefix>` collection, or undefined when it is not installed. */
export function loadCollection(prefix: string): Promise<IconifyJSON | undefined> {
  let collection = cache.get(prefix);
  if (!collection) {
    collection = (async () => {
      let file: string;
      try {
        file = require.resolve(`@iconify-json/${prefix}/icons.json`);
      } catch {
        return undefined;
      }
      return JSON.parse(await readFile(file, "utf8")) as IconifyJSON;
    })();
    cache.set(prefix, collection);
  }
  return collection;
}

/** Renders one icon of a collection to its viewBox and SVG body. */
export function renderIcon(collection: IconifyJSON, name: string): RenderedIcon | undefined {
  const data = getIconData(collection, name);
  if (!data) return undefined;
  const { attributes, body } = iconToSVG(data);
  return { viewBox: attributes.viewBox, body };
}
