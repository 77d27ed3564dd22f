import * as v from "valibot";
import { type BuildMeta, buildMetaSchema, latestBuildSchema } from "#contracts/build-manifest.ts";
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

/** A build's meta file (its pages and route rules); undefined when it cannot be read. */
export async function fetchBuildMeta(buildId: string): Promise<BuildMeta | undefined> {
  try {
    return v.parse(buildMetaSchema, await http.getJson(buildMetaPath(buildId)));
  } catch (error) {
    warnOnce("the build manifest", error);
    return undefined;
  }
}
