/**
 * Percent-decodes a path or fragment for display or lookup, keeping it as it is
 * when it is malformed (`%E0%A4%A`), which `decodeURIComponent` would throw on.
 */
export function decodeOrKeep(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
