import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { BuildOutput } from "./build-output.ts";
import { applyRuntimeOverrides, type RuntimeOverrides } from "./runtime-overrides.ts";
import { REVALIDATE } from "./static-files.ts";

interface Page {
  html: string;
  etag: string;
}

/**
 * The prerendered pages rewritten for the runtime overrides, once at start, by
 * address (`/legal/PrivacyPolicy`). Empty when nothing is overridden.
 */
export async function overridePages(
  build: BuildOutput,
  overrides: RuntimeOverrides,
): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  if (Object.keys(overrides).length === 0) return pages;
  for (const path of build.meta.prerendered) {
    const file = join(build.clientDir, build.base, path, "index.html");
    const html = applyRuntimeOverrides(await readFile(file, "utf8"), overrides);
    const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
    pages.set(`${build.base}${path.slice(1)}`, { html, etag });
  }
  return pages;
}

/** Serves the rewritten pages in place of their files (compressed on the way out). */
export function overriddenPages(pages: Map<string, Page>): MiddlewareHandler {
  return async (c, next) => {
    const page = pages.get(c.req.path);
    if (!page) return next();
    return c.html(page.html, 200, { ETag: page.etag, "Cache-Control": REVALIDATE });
  };
}
