import { networkInformation } from "~/lib/network.ts";
import type { PageResource } from "../router-internals.ts";
import { prefetchAllowed } from "./prefetch-policy.ts";
import { createPrefetchQueue, type PrefetchPriority } from "./prefetch-queue.ts";

const kinds = new Map<string, PageResource["kind"]>();

/**
 * Fetches one resource the way the browser keeps it for the coming navigation:
 * code as a module preload (parsed, ready to import), the payload and styles as
 * prefetches (kept for a few minutes, so the navigation asks nobody again).
 */
function fetchAhead(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    const kind = kinds.get(url);
    if (kind === "module") {
      link.rel = "modulepreload";
    } else {
      link.rel = "prefetch";
      link.as = kind === "style" ? "style" : "fetch";
    }
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

const queue = createPrefetchQueue({ run: fetchAhead });

/** Prefetches what a page needs, unless the visitor saves data or is on 2G. */
export function prefetchResources(resources: readonly PageResource[], priority: PrefetchPriority) {
  if (!prefetchAllowed(networkInformation())) return;
  for (const { url, kind } of resources) kinds.set(url, kind);
  queue.add(
    resources.map((resource) => resource.url),
    priority,
  );
}
