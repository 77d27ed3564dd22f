import { statSync } from "node:fs";
import { resolve } from "node:path";
import * as v from "valibot";
import { dateSchema } from "#contracts/dates.ts";
import { hasDotSegment } from "#contracts/http/request-guard.ts";
import { siteUrlSchema } from "#contracts/site-config.ts";
import { ContentError } from "./content-errors.ts";

/** The name the build's id is defined under in the bundles (`define` in vite.config.ts). */
export const BUILD_ID_DEFINE = "__BUILD_ID__";

const PATH_CHARACTERS = /^\/?[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

/** `legal`, `/legal` and `/legal//` all mean `/legal/`, `/a//b` means `/a/b/`; nothing means `/`. */
function normaliseBasePath(value: string): string {
  return `/${value.replace(/^\/+|\/+$/g, "")}/`.replace(/\/{2,}/g, "/");
}

const folder = v.pipe(
  v.string(),
  v.transform((value) => resolve(value)),
);

const buildEnvSchema = v.object({
  BUILD_DIR: v.optional(folder, "build"),
  CONTENT_DIR: v.optional(
    v.pipe(
      folder,
      v.check(
        (dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true,
        "must be a folder that exists: the content to build",
      ),
    ),
    "content",
  ),
  BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => !value.includes("://") && PATH_CHARACTERS.test(value) && !hasDotSegment(value),
        "must be a path such as /legal/",
      ),
      v.transform(normaliseBasePath),
    ),
    "/",
  ),
  SITE_URL: v.optional(siteUrlSchema),
  BUILD_DATE: v.optional(dateSchema),
  BUILD_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]{1,100}$/, "may hold only letters, digits, dots, dashes and underscores"),
    ),
  ),
});

/** What the build takes from its environment, checked once. */
export interface BuildEnv {
  /** Where the build is written (absolute). */
  buildDir: string;
  /** The content folder to build from (absolute). */
  contentDir: string;
  /** The path the site is served under: starts and ends with `/`. */
  baseURL: string;
  /** The site's public address, when it overrides the site configuration's. */
  siteUrl: string | undefined;
  /** The build's id, when given; otherwise the build picks one (vite.config.ts). */
  buildId: string | undefined;
  /**
   * The day the build publishes as of (`YYYY-MM-DD`): what is dated after it is left out or
   * announced as upcoming. `BUILD_DATE`, or today in UTC: the one place the build reads the clock.
   */
  buildDate: string;
}

/**
 * Reads `BUILD_DIR`, `CONTENT_DIR`, `BASE_URL`, `SITE_URL`, `BUILD_DATE` and `BUILD_ID`; an empty variable
 * counts as unset. Throws one error naming every variable that is wrong.
 */
export function parseBuildEnv(env: Record<string, string | undefined> = process.env): BuildEnv {
  const given = Object.fromEntries(
    Object.keys(buildEnvSchema.entries).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = v.safeParse(buildEnvSchema, given);
  if (!result.success) {
    const problems = result.issues.map(
      (issue) =>
        `${v.getDotPath(issue) ?? "environment"} ${issue.message} (got ${JSON.stringify(issue.input)})`,
    );
    throw new ContentError(`the build's environment is wrong: ${problems.join("; ")}`);
  }
  const { BUILD_DIR, CONTENT_DIR, BASE_URL, SITE_URL, BUILD_DATE, BUILD_ID } = result.output;
  return {
    buildDir: BUILD_DIR,
    contentDir: CONTENT_DIR,
    baseURL: BASE_URL,
    siteUrl: SITE_URL,
    buildId: BUILD_ID,
    buildDate: BUILD_DATE ?? new Date().toISOString().slice(0, 10),
  };
}
