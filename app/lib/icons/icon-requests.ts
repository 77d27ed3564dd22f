import { ICON_URL_MAX_LENGTH, MAX_ICONS_PER_REQUEST } from "#contracts/spec-constants.ts";

/**
 * The address of an icon subset in the Iconify API format:
 * `<root>/<prefix>.json?icons=a,b`. Commas are left as they are (the API takes
 * them), so a URL is as short as it can be.
 */
export function iconSetUrl(root: string, prefix: string, names: readonly string[]): string {
  return `${root.replace(/\/+$/, "")}/${prefix}.json?icons=${names.join(",")}`;
}

/**
 * Splits icon names into groups whose URLs (`urlFor`) stay within `maxLength`
 * characters and `maxCount` names. A name too long for any URL is dropped:
 * no request could carry it.
 */
export function splitIconNames(
  names: readonly string[],
  urlFor: (names: readonly string[]) => string,
  maxLength = ICON_URL_MAX_LENGTH,
  maxCount = MAX_ICONS_PER_REQUEST,
): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  for (const name of new Set(names)) {
    if (urlFor([name]).length > maxLength) continue;
    const next = [...group, name];
    if (group.length > 0 && (next.length > maxCount || urlFor(next).length > maxLength)) {
      groups.push(group);
      group = [name];
    } else {
      group = next;
    }
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
