import type { Browser, Request } from "@playwright/test";
import { emulateSaveData } from "../harness/page-conditions.ts";

const KINDS = ["html", "js", "css", "other"] as const;
export type Kind = (typeof KINDS)[number];

export interface FirstLoad {
  page: string;
  bytes: Record<Kind | "total", number>;
  requests: number;
}

function kindOf(resourceType: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return "other";
}

/**
 * First-load bytes of a page as Chromium receives them from the server
 * (response bodies as sent, compressed), by type, and the request count.
 * Prefetching for links is left out (Save-Data): it is not what the page needs.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await emulateSaveData(page);
  const bytes: Record<Kind | "total", number> = { html: 0, js: 0, css: 0, other: 0, total: 0 };
  const pending: Promise<void>[] = [];
  const measure = (request: Request) => {
    pending.push(
      request.sizes().then((sizes) => {
        bytes[kindOf(request.resourceType())] += sizes.responseBodySize;
        bytes.total += sizes.responseBodySize;
      }),
    );
  };
  page.on("requestfinished", measure);
  await page.goto(`${baseURL}${path}`, { waitUntil: "networkidle" });
  // Later requests (the check for a new build) are not the first load's.
  page.off("requestfinished", measure);
  await Promise.all(pending);
  await context.close();
  return { page: path, bytes, requests: pending.length };
}
