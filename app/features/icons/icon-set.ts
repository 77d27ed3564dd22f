import type { IconifyJSON } from "@iconify/types";
import { getIconData } from "@iconify/utils/lib/icon-set/get-icon";
import { iconToSVG } from "@iconify/utils/lib/svg/build";
import type { RenderedIcon } from "./icon-name.ts";

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
    const icon = getIconData(data, name);
    if (!icon) continue;
    const { attributes, body } = iconToSVG(icon);
    rendered.set(name, { viewBox: attributes.viewBox, body });
  }
  return rendered;
}
