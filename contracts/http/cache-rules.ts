export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/**
 * Payload files may be used for five minutes without asking again, so that a
 * prefetched page opens with no request at all (browsers do not reuse a
 * prefetch that must be revalidated). Shared caches may not keep them.
 */
export const PAYLOAD = "private, max-age=300";
