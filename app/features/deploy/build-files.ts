import * as v from "valibot";
import {
  type BuildMeta,
  buildMetaSchema,
  latestBuildSchema,
  type RouteRule,
} from "#contracts/build-manifest.ts";
import { buildMetaPath, LATEST_BUILD_PATH } from "#contracts/http/address-table.ts";
import { http } from "~/lib/http.ts";

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
    const body = await http.getJson(`${LATEST_BUILD_PATH}?${Date.now()}`);
    return v.parse(latestBuildSchema, body).id;
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
    const body = await http.getJson(buildMetaPath(buildId));
    const meta: BuildMeta = v.parse(buildMetaSchema, body);
    return meta.routeRules;
  } catch (error) {
    warnOnce("the build manifest", error);
    return undefined;
  }
}
