/**
 * The page an unknown path most likely meant, or undefined: the one page it names but for
 * letter case or a trailing slash (`/privacypolicy` → `/PrivacyPolicy`), otherwise the one
 * page within two typed characters of it, at most one in four of the page's
 * (`/Suport` → `/Support`). Paths are the app's, below the base path.
 *
 * It also runs inside the not-found page, before the app's script (`requested-path-script.ts`),
 * so it refers to nothing but its arguments.
 */
export function closestPage(path: string, pages: readonly string[]): string | undefined {
  const wanted = path.length > 1 ? path.replace(/\/+$/, "").toLowerCase() : path;
  let closest: string | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const candidate = page.toLowerCase();
    // Levenshtein distance, one row at a time.
    let row = Array.from({ length: candidate.length + 1 }, (_, index) => index);
    for (let i = 1; i <= wanted.length; i++) {
      const next = [i];
      for (let j = 1; j <= candidate.length; j++) {
        const replace = (row[j - 1] as number) + (wanted[i - 1] === candidate[j - 1] ? 0 : 1);
        next[j] = Math.min(replace, (row[j] as number) + 1, (next[j - 1] as number) + 1);
      }
      row = next;
    }
    const distance = row[candidate.length] as number;
    if (distance > Math.min(2, Math.floor(page.length / 4))) continue;
    if (distance < least) {
      least = distance;
      closest = page;
    } else if (distance === least) {
      // Two pages as close: neither is the one meant.
      closest = undefined;
    }
  }
  return closest;
}
