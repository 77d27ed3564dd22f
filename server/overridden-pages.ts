import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import * as v from "valibot";
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  runtimeConfigSchema,
} from "../app/lib/runtime-config-schema.ts";
import type { BuildOutput } from "./build-output.ts";
import { applyRuntimeOverrides, type RuntimeOverrides } from "./runtime-overrides.ts";
import { REVALIDATE } from "./static-files.ts";

export interface RewrittenFile {
  body: string;
  contentType: string;
  etag: string;
}

/** Rewritten files by address. */
export type RewrittenFiles = Map<string, RewrittenFile>;

function rewritten(body: string, contentType: string): RewrittenFile {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, contentType, etag };
}

/** The site address a built page was made with, from its runtime configuration. */
function builtSiteUrl(html: string): string | undefined {
  const json = html.match(
    new RegExp(
      `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
    ),
  )?.[1];
  const parsed = v.safeParse(runtimeConfigSchema, json ? JSON.parse(json) : null);
  return parsed.success ? parsed.output.siteUrl : undefined;
}

/**
 * The files that carry the site's address, rewritten once at start for the
 * runtime overrides: the prerendered pages, `sitemap.xml` and `robots.txt`, by
 * address (`/legal/PrivacyPolicy`). Empty when nothing is overridden.
 */
export async function overridePages(
  build: BuildOutput,
  overrides: RuntimeOverrides,
): Promise<RewrittenFiles> {
  const files = new Map<string, RewrittenFile>();
  if (Object.keys(overrides).length === 0) return files;
  const siteDir = join(build.clientDir, build.base);
  let builtUrl: string | undefined;
  for (const path of build.meta.prerendered) {
    const html = await readFile(join(siteDir, path, "index.html"), "utf8");
    builtUrl ??= builtSiteUrl(html);
    const page = applyRuntimeOverrides(html, overrides);
    files.set(`${build.base}${path.slice(1)}`, rewritten(page, "text/html; charset=utf-8"));
  }
  const { siteUrl } = overrides;
  if (siteUrl && builtUrl) {
    for (const [name, contentType] of [
      ["sitemap.xml", "application/xml; charset=utf-8"],
      ["robots.txt", "text/plain; charset=utf-8"],
    ] as const) {
      const text = await readFile(join(siteDir, name), "utf8").catch(() => undefined);
      if (text !== undefined) {
        files.set(
          `${build.base}${name}`,
          rewritten(text.replaceAll(builtUrl, siteUrl), contentType),
        );
      }
    }
  }
  return files;
}

/** Serves the rewritten files in place of the built ones (compressed on the way out). */
export function overriddenPages(files: RewrittenFiles): MiddlewareHandler {
  return async (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      ETag: file.etag,
      "Cache-Control": REVALIDATE,
    });
  };
}
