import type { IconifyJSON } from "@iconify/types";
// Deep imports keep the browser's share of @iconify/utils to these two functions.
import { getIconData } from "@iconify/utils/lib/icon-set/get-icon";
import { iconToSVG } from "@iconify/utils/lib/svg/build";

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

/** Icon queries longer than this are refused; 100 names of common length fit within it. */
export const MAX_ICON_QUERY_LENGTH = 1_500;
/** No Iconify icon has a longer name. */
export const MAX_ICON_NAME_LENGTH = 64;

/** Renders one icon of a collection to its viewBox and SVG body. */
export function renderIcon(collection: IconifyJSON, name: string): RenderedIcon | undefined {
  const data = getIconData(collection, name);
  if (!data) return undefined;
  const { attributes, body } = iconToSVG(data);
  return { viewBox: attributes.viewBox, body };
}

function isIconSet(value: unknown, prefix: string): value is IconifyJSON {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as IconifyJSON).prefix === prefix &&
    typeof (value as IconifyJSON).icons === "object"
  );
}

/** The icons of an Iconify JSON answer, rendered; names it lacks are left out. */
export function renderIconSet(
  data: unknown,
  prefix: string,
  names: readonly string[],
): Map<string, RenderedIcon> {
  const rendered = new Map<string, RenderedIcon>();
  if (!isIconSet(data, prefix)) return rendered;
  for (const name of names) {
    const icon = renderIcon(data, name);
    if (icon) rendered.set(name, icon);
  }
  return rendered;
}
