export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/**
 * Payload files may be used for five minutes without asking again, so that a
 * prefetched page opens with no request at all (browsers do not reuse a
 * prefetch that must be revalidated). Shared caches may not keep them.
 */
export const PAYLOAD = "private, max-age=300";

/** Files whose names carry a content hash (or a build id): they never change. */
export function isHashedAsset(pathInSite: string): boolean {
  return (
    pathInSite.startsWith("/assets/") || /^\/_app\/builds\/meta\/[^/]+\.json$/.test(pathInSite)
  );
}

/** How long browsers and caches may keep a file, by its path inside the site. */
export function cacheControlFor(pathInSite: string): string {
  if (isHashedAsset(pathInSite)) return IMMUTABLE;
  return pathInSite.endsWith(".data") ? PAYLOAD : REVALIDATE;
}
