import bundledIcons from "virtual:icons";
import { useEffect, useState } from "react";
import type { RenderedIcon } from "#contracts/icons.ts";

interface IconProps {
  /** An Iconify name such as `lucide:sun`. */
  name: string;
  /** What the icon means, when it means something on its own; leave out for decoration. */
  label?: string;
  className?: string;
}

/**
 * An icon as inline SVG, sized to the text (1em) and coloured by it
 * (currentColor). Icons known at build time are in the page already; any other
 * is loaded in the browser (the loader's code too, only then), keeping its space.
 */
export function Icon({ name, label, className }: IconProps) {
  const bundled = bundledIcons[name];
  const [loaded, setLoaded] = useState<{ name: string; icon: RenderedIcon | undefined }>();

  useEffect(() => {
    if (bundled) return;
    let current = true;
    void import("~/lib/icons/icon-loader.ts")
      .then(({ loadIcon }) => loadIcon(name))
      // The loader's code itself may fail to load (a new deployment removed it): the
      // icon is then missing, as when no host knows it.
      .catch(() => undefined)
      .then((icon) => {
        if (current) setLoaded({ name, icon });
      });
    return () => {
      current = false;
    };
  }, [name, bundled]);

  const settled = loaded?.name === name;
  const icon = bundled ?? (settled ? loaded.icon : undefined);
  const accessibility = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={icon?.viewBox ?? "0 0 24 24"}
      width="1em"
      height="1em"
      focusable="false"
      className={className}
      data-icon={name}
      data-icon-state={icon ? "ready" : settled ? "missing" : "loading"}
      {...accessibility}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: icon markup from Iconify collections
      dangerouslySetInnerHTML={{ __html: icon?.body ?? "" }}
    />
  );
}
