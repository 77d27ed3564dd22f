import type { MarkdownElement } from "./markdown-nodes.ts";

/** The formats content images are encoded in, by file extension. */
export const IMAGE_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/** A colour mode an image can be shown in. */
export type PictureMode = "light" | "dark";

/** One source image, encoded: `srcset` lists of each format, the fallback file and a placeholder. */
export interface PictureVariant {
  avif: string;
  webp: string;
  /** The fallback `<img src>`: a WebP of moderate width. */
  src: string;
  /**
   * The class that paints the image's dominant colour until it arrives; empty for an image with
   * transparent parts, through which the colour would stay in view.
   */
  placeholder: string;
}

/** An image of the content, with a dark variant when it has one (both of one size). */
export interface PictureData {
  alt: string;
  width: number;
  height: number;
  light: PictureVariant;
  dark?: PictureVariant;
}

export interface PictureOptions {
  /** Which width the image takes in the layout, as `sizes` says it. */
  sizes: string;
  /** The page's main image: asked for first, at high priority. */
  priority?: boolean;
  /** The one colour mode the image is shown in (lazy, so that it is never downloaded in the other). */
  shownIn?: PictureMode;
  className?: string;
}

/**
 * The class of the element around a picture shown in one colour mode only: in that mode it
 * makes no box (`contents`), so the picture lays out as if nothing were around it; in the other
 * it hides the picture.
 */
const SHOWN_IN_ONE_MODE: Readonly<Record<PictureMode, string>> = {
  light: "contents dark-mode:hidden",
  dark: "hidden dark-mode:contents",
};

/** The class of a picture shown in one colour mode only. */
const VARIANT_CLASSES: Readonly<Record<PictureMode, string>> = {
  light: "dark-mode:hidden",
  dark: "hidden dark-mode:inline",
};

function variantTree(
  image: PictureData,
  variant: PictureVariant,
  { sizes, priority = false, className }: PictureOptions,
  eager: boolean,
): MarkdownElement[] {
  const classes = [variant.placeholder, className].filter(Boolean).join(" ");
  return [
    ["source", { type: "image/avif", srcSet: variant.avif, sizes }],
    ["source", { type: "image/webp", srcSet: variant.webp, sizes }],
    [
      "img",
      {
        src: variant.src,
        alt: image.alt,
        width: image.width,
        height: image.height,
        decoding: "async",
        loading: eager ? "eager" : "lazy",
        ...(priority ? { fetchPriority: "high" } : {}),
        ...(classes ? { className: classes } : {}),
      },
    ],
  ];
}

/**
 * A content image as an element tree (rendered like compiled Markdown): a `<picture>` with AVIF
 * and WebP candidates and a fallback `<img>` whose size reserves its space. An image with a dark
 * variant becomes two pictures, one shown per colour mode: both are lazy, so that the hidden one
 * (`display: none`) is never downloaded, and the pre-paint script preloads the shown one of a
 * page's main image (`imagePreloads`). An image shown in one mode only is lazy for the same reason.
 */
export function pictureTree(image: PictureData, options: PictureOptions): MarkdownElement {
  const { dark } = image;
  if (options.shownIn) {
    // A wrapper hides it: text styles may give the picture itself a display of their own.
    return [
      "span",
      { className: SHOWN_IN_ONE_MODE[options.shownIn] },
      ["picture", ...variantTree(image, image.light, options, false)],
    ];
  }
  if (!dark) {
    return ["picture", ...variantTree(image, image.light, options, options.priority === true)];
  }
  return [
    "span",
    { className: "contents" },
    [
      "picture",
      { className: VARIANT_CLASSES.light },
      ...variantTree(image, image.light, options, false),
    ],
    ["picture", { className: VARIANT_CLASSES.dark }, ...variantTree(image, dark, options, false)],
  ];
}

/** What the pre-paint script preloads for a page's main image, by colour mode. */
export type ImagePreloads = Record<
  "light" | "dark",
  { srcset: string; sizes: string; type: string }
>;

/** The preloads of an image with a dark variant; none for one without (its `<img>` is eager). */
export function imagePreloads(image: PictureData, sizes: string): ImagePreloads | undefined {
  if (!image.dark) return undefined;
  return {
    light: { srcset: image.light.avif, sizes, type: "image/avif" },
    dark: { srcset: image.dark.avif, sizes, type: "image/avif" },
  };
}
