import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/types";
import type { Page, Request } from "@playwright/test";

const require = createRequire(import.meta.url);

function collection(prefix: string): IconifyJSON {
  return JSON.parse(
    readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8"),
  ) as IconifyJSON;
}

/**
 * The subset of a collection the API answers for `names`, built here by hand
 * (icons, aliases with their parents, default size, `not_found`), independently
 * of the Iconify utilities the site itself uses.
 */
function apiSubset(set: IconifyJSON, names: string[]) {
  const icons: IconifyJSON["icons"] = {};
  const aliases: NonNullable<IconifyJSON["aliases"]> = {};
  const notFound: string[] = [];
  for (const name of names) {
    const alias = set.aliases?.[name];
    const parent = alias?.parent;
    const icon = set.icons[name] ?? (parent ? set.icons[parent] : undefined);
    if (!icon) {
      notFound.push(name);
    } else if (alias && parent) {
      aliases[name] = alias;
      icons[parent] = icon;
    } else {
      icons[name] = icon;
    }
  }
  return {
    prefix: set.prefix,
    icons,
    ...(Object.keys(aliases).length ? { aliases } : {}),
    ...(set.width ? { width: set.width } : {}),
    ...(set.height ? { height: set.height } : {}),
    ...(notFound.length ? { not_found: notFound } : {}),
  };
}

export const PUBLIC_API_HOSTS = [
  "https://api.iconify.design",
  "https://api.simplesvg.com",
  "https://api.unisvg.com",
];

export interface ApiOptions {
  /** Hosts that never answer (the request hangs until the client gives up). */
  silent?: string[];
}

/**
 * Stands in for the public Iconify API, which this machine cannot reach: answers
 * from the installed collection exactly as the API would, and records requests.
 */
export async function answerAsIconifyApi(page: Page, { silent = [] }: ApiOptions = {}) {
  const requests: string[] = [];
  for (const host of PUBLIC_API_HOSTS) {
    await page.route(`${host}/**`, async (route) => {
      const request: Request = route.request();
      requests.push(request.url());
      if (silent.includes(host)) return;
      const url = new URL(request.url());
      const prefix = url.pathname.replace(/^\/|\.json$/g, "");
      const names = (url.searchParams.get("icons") ?? "").split(",");
      const data = apiSubset(collection(prefix), names);
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify(data),
      });
    });
  }
  return requests;
}
