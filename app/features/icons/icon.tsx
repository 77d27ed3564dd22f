import bundledIcons from "virtual:icons";

interface IconProps {
  /** An Iconify name such as `lucide:sun`. */
  name: string;
  /** What the icon means, when it means something on its own; leave out for decoration. */
  label?: string;
  className?: string;
}

/** An icon as inline SVG, sized to the text (1em) and coloured by it (currentColor). */
export function Icon({ name, label, className }: IconProps) {
  const icon = bundledIcons[name];
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
      {...accessibility}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: icon markup from the installed Iconify collections
      dangerouslySetInnerHTML={{ __html: icon?.body ?? "" }}
    />
  );
}
