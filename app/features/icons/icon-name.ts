/** Iconify names are `collection:icon`, both parts in lower case letters, digits and dashes. */
export const ICON_PART_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface IconName {
  prefix: string;
  name: string;
}

/** Splits `lucide:sun` into its collection and icon; undefined when it is not a valid name. */
export function parseIconName(value: string): IconName | undefined {
  const parts = value.split(":");
  if (parts.length !== 2) return undefined;
  const [prefix = "", name = ""] = parts;
  if (!ICON_PART_PATTERN.test(prefix) || !ICON_PART_PATTERN.test(name)) return undefined;
  return { prefix, name };
}

/** An icon ready to render: the SVG's viewBox and inner markup. */
export interface RenderedIcon {
  viewBox: string;
  body: string;
}
