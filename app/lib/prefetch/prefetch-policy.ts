import type { NetworkInformationLike } from "~/lib/network.ts";

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

/** No prefetching when the visitor asked to save data, or on a 2G connection. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection.effectiveType ?? "");
}
