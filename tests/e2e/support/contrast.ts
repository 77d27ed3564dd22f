/** An sRGB colour as the browser paints it: red, green and blue from 0 to 255. */
export type Rgb = readonly number[];

function relativeLuminance(rgb: Rgb): number {
  const [r = 0, g = 0, b = 0] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(one: Rgb, other: Rgb): number {
  const [lighter, darker] = [relativeLuminance(one), relativeLuminance(other)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG 2.2 AA's least contrast for text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** WCAG 2.2 AA's least contrast for the parts of a control that show its state (1.4.11). */
export const CONTROL_CONTRAST = 3;
