import * as z from "zod/mini";
import { http } from "~/lib/http.ts";
import {
  type BuildMeta,
  buildMetaPath,
  LATEST_BUILD_PATH,
  type RouteRule,
} from "./build-manifest.ts";

const latestBuildSchema = z.object({ id: z.string().check(z.minLength(1)), timestamp: z.number() });

const routeRuleSchema = z.object({
  redirect: z.optional(z.object({ to: z.string(), statusCode: z.number() })),
  headers: z.optional(z.record(z.string(), z.string())),
});

const buildMetaSchema = z.object({
  id: z.string(),
  timestamp: z.number(),
  prerendered: z.array(z.string()),
  routeRules: z.record(z.string(), routeRuleSchema),
});

const warned = new Set<string>();

/** Reports a failed background check once per kind: it never breaks the page. */
function warnOnce(kind: string, error: unknown) {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(`Could not read ${kind}; ignoring it.`, error);
}

/**
 * The id of the build deployed now, from `latest.json` (with a query that no
 * cache can have answered before); undefined when it cannot be read.
 */
export async function fetchLatestBuildId(): Promise<string | undefined> {
  try {
    const body = await http().get(`${LATEST_BUILD_PATH}?${Date.now()}`).json();
    return latestBuildSchema.parse(body).id;
  } catch (error) {
    warnOnce("the latest build", error);
    return undefined;
  }
}

/** The route rules of a build, from its meta file; undefined when it cannot be read. */
export async function fetchRouteRules(
  buildId: string,
): Promise<Record<string, RouteRule> | undefined> {
  try {
    const body = await http().get(buildMetaPath(buildId)).json();
    const meta: BuildMeta = buildMetaSchema.parse(body);
    return meta.routeRules;
  } catch (error) {
    warnOnce("the build manifest", error);
    return undefined;
  }
}
