import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { IconifyJSON } from "@iconify/types";
import { getIcons } from "@iconify/utils";
import type { Page, Request } from "@playwright/test";

const require = createRequire(import.meta.url);

function collection(prefix: string): IconifyJSON {
  return JSON.parse(
    readFileSync(require.resolve(`@iconify-json/${prefix}/icons.json`), "utf8"),
  ) as IconifyJSON;
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
  const requests: Array<{ url: string; at: number }> = [];
  for (const host of PUBLIC_API_HOSTS) {
    await page.route(`${host}/**`, async (route) => {
      const request: Request = route.request();
      requests.push({ url: request.url(), at: Date.now() });
      if (silent.includes(host)) return;
      const url = new URL(request.url());
      const prefix = url.pathname.replace(/^\/|\.json$/g, "");
      const names = (url.searchParams.get("icons") ?? "").split(",");
      const data = getIcons(collection(prefix), names, true);
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
