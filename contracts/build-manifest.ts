import * as v from "valibot";

/**
 * The HTML file of a prerendered page, relative to the site's base path: `index.html`
 * for the home page, `PrivacyPolicy.html` for `/PrivacyPolicy`. Flat files let every
 * static host serve a page at its exact address, with no trailing-slash redirect.
 */
export function pageHtmlFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

export interface RouteRule {
  redirect?: { to: string; statusCode: number };
  headers?: Record<string, string>;
}

/** A redirect of the site: `from` an address of it, `to` another, with its status. */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** The site's redirects as route rules, by the address they redirect from. */
export function redirectRules(redirects: readonly Redirect[]): Record<string, RouteRule> {
  return Object.fromEntries(
    redirects.map(({ from, to, status }) => [from, { redirect: { to, statusCode: status } }]),
  );
}

/** `/_app/builds/latest.json`: which build is deployed now. */
export interface LatestBuild {
  id: string;
  timestamp: number;
}

/** `/_app/builds/meta/<id>.json`: what one build contains. */
export interface BuildMeta extends LatestBuild {
  prerendered: string[];
  /**
   * The build's data files beside its pages, such as the legal version index and feed, and the
   * site owner's own files (`content/files/`).
   */
  files: string[];
  routeRules: Record<string, RouteRule>;
  /**
   * The addresses in the site answered with an app-link page, as a regular expression's source
   * whose first group is the page's language folder (`appLinkAddresses`); absent when the build
   * has no such page.
   */
  appLinks?: string;
  /**
   * The base64 SHA-256 of the pages' compression dictionary (`compression-dictionary.ts`), whose
   * file is named by it; absent when the build has none.
   */
  dictionary?: string;
}

/** A build id is also a file name: letters, digits, dots, dashes and underscores. */
const buildIdSchema = v.pipe(v.string(), v.regex(/^[\w.-]+$/), v.maxLength(100));

export const latestBuildSchema = v.object({
  id: buildIdSchema,
  timestamp: v.number(),
});

const routeRuleSchema = v.object({
  redirect: v.optional(v.object({ to: v.string(), statusCode: v.number() })),
  headers: v.optional(v.record(v.string(), v.string())),
});

export const buildMetaSchema = v.object({
  id: buildIdSchema,
  timestamp: v.number(),
  prerendered: v.array(v.string()),
  // Optional: a page of an earlier build may read this build's meta, and the other way round.
  files: v.optional(v.array(v.string()), () => []),
  routeRules: v.record(v.string(), routeRuleSchema),
  appLinks: v.optional(v.string()),
  dictionary: v.optional(v.pipe(v.string(), v.base64())),
});

/**
 * `schedule.json`, beside the build (not served): the build's date, and what it left for a later
 * build, each with the day it is due (a release dated after it, an upcoming legal version).
 */
export const SCHEDULE_FILE = "schedule.json";

export const buildScheduleSchema = v.object({
  buildDate: v.string(),
  due: v.array(v.object({ date: v.string(), what: v.string() })),
});

export type BuildSchedule = v.InferOutput<typeof buildScheduleSchema>;
