import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { dirname, extname, relative, resolve, sep } from "node:path";
import type { Image } from "mdast";
import pLimit from "p-limit";
import sharp from "sharp";
import { visit } from "unist-util-visit";
import type { PictureData, PictureVariant } from "#contracts/picture.ts";
import { frontMatterOf } from "#node-shared/content-catalog.ts";
import { ContentError } from "#node-shared/content-errors.ts";
import { parseMarkdown } from "../content/markdown-syntax.ts";
import {
  DamagedImageError,
  type EncodedImage,
  encodeImage,
  fallbackWidth,
  pruneEncoded,
} from "./encode.ts";
import { parseImageReference } from "./image-reference.ts";

/** The folder images may also be named from (`images/name.png` in any Markdown file). */
export const IMAGES_FOLDER = "images";
/** Limits of a source image: larger ones stop the build. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 8192;
const FORMATS = new Set(["png", "jpeg"]);
const EXTENSIONS = new Set([".png", ".jpg", ".jpeg"]);
/** Written as the alt text, marks an image as decorative (`alt=""`): Markdown has no other way. */
export const DECORATIVE_ALT = '""';

/** An image a Markdown file names: in its text (`![alt](path)`) or its front matter. */
interface ImageUse {
  markdownFile: string;
  ref: string;
}

const name = (file: string) => relative(process.cwd(), file).split(sep).join("/");

/** The file a Markdown file means by `ref`: beside it, or in `content/images/`. */
function sourceFile(contentDir: string, use: ImageUse): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(use.ref)) {
    throw new ContentError(
      `${name(use.markdownFile)}: image ${use.ref}: images must be files in the content folder`,
    );
  }
  const candidates = [
    resolve(dirname(use.markdownFile), use.ref),
    resolve(contentDir, IMAGES_FOLDER, use.ref.replace(/^(\.\/)?images\//, "")),
  ];
  const inside = [...new Set(candidates)].filter((file) =>
    file.startsWith(`${resolve(contentDir)}${sep}`),
  );
  if (inside.length === 0) {
    throw new ContentError(
      `${name(use.markdownFile)}: image ${use.ref}: images must be files in the content folder`,
    );
  }
  const found = inside.find((file) => existsSync(file));
  if (!found) {
    throw new ContentError(
      `${name(use.markdownFile)}: image ${use.ref} not found (looked for ${inside.map(name).join(" and ")})`,
    );
  }
  return found;
}

/** How a message names an image: the Markdown file, and the image as it is written there. */
const imageIn = (use: ImageUse) => `${name(use.markdownFile)}: image ${use.ref}`;

/** Refuses what the encoder should not take: other formats, and files over the limits. */
async function checkSource(file: string, use: ImageUse) {
  const where = imageIn(use);
  if (!EXTENSIONS.has(extname(file).toLowerCase())) {
    throw new ContentError(`${where}: unsupported format (use PNG or JPEG)`);
  }
  const { size } = await stat(file);
  if (size > MAX_IMAGE_BYTES) {
    throw new ContentError(`${where}: ${size} bytes, over the limit of ${MAX_IMAGE_BYTES} bytes`);
  }
  const metadata = await sharp(file)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !FORMATS.has(metadata.format)) {
    throw new ContentError(`${where}: unsupported format (use PNG or JPEG)`);
  }
  const { width, height } = metadata.autoOrient;
  if (Math.max(width, height) > MAX_IMAGE_SIDE) {
    throw new ContentError(
      `${where}: ${width}×${height} pixels, over the limit of ${MAX_IMAGE_SIDE} pixels a side`,
    );
  }
}

/** The alt text an image's Markdown gives: refused when missing, `""` for a decorative image. */
export function altText(markdownFile: string, ref: string, alt: string | null | undefined): string {
  if (alt === DECORATIVE_ALT) return "";
  if (!alt?.trim()) {
    throw new ContentError(
      `${name(markdownFile)}: image ${ref} has no alt text: describe it between the brackets, ![like this](${ref}), or write ![""](${ref}) for a decorative image`,
    );
  }
  return alt;
}

/** The images a Markdown file shows: those of its text, and the home page's hero. */
function imageUses(markdownFile: string, source: string): ImageUse[] {
  const uses: ImageUse[] = [];
  const tree = parseMarkdown(source);
  visit(tree, "image", (node: Image) => {
    altText(markdownFile, node.url, node.alt);
    try {
      uses.push({ markdownFile, ref: parseImageReference(node.url).path });
    } catch (error) {
      throw new ContentError(
        `${name(markdownFile)}: image ${node.url}: ${(error as Error).message}`,
      );
    }
  });
  const hero = (frontMatterOf(source).hero as { image?: Record<string, unknown> } | undefined)
    ?.image;
  for (const ref of [hero?.light, hero?.dark]) {
    if (typeof ref === "string") uses.push({ markdownFile, ref });
  }
  return uses;
}

/** Every image of the content, encoded once per build (or taken from the cache), by source file. */
export class ImageLibrary {
  readonly #images: ReadonlyMap<string, EncodedImage>;
  readonly #sourcesOf: ReadonlyMap<string, string[]>;
  readonly #contentDir: string;
  readonly #assetsURL: string;

  private constructor(
    contentDir: string,
    assetsURL: string,
    images: Map<string, EncodedImage>,
    sourcesOf: Map<string, string[]>,
  ) {
    this.#contentDir = contentDir;
    this.#assetsURL = assetsURL;
    this.#images = images;
    this.#sourcesOf = sourcesOf;
  }

  /** Every image file of the content (for the development server to watch). */
  sources(): readonly string[] {
    return [...this.#images.keys()];
  }

  /** The image files a Markdown file shows (for the development server to watch). */
  sourcesOf(markdownFile: string): readonly string[] {
    return this.#sourcesOf.get(resolve(markdownFile)) ?? [];
  }

  /**
   * Finds the images of the given Markdown files, checks each (file, alt text, format, size:
   * a `ContentError` names the Markdown file), and encodes those the content's encoded images
   * lack, printing progress and then one line: how many were encoded, how many came from the
   * cache (to `log`). Encodings no source needs any more are removed (`pruneEncoded`).
   */
  static async prepare(
    contentDir: string,
    markdown: ReadonlyArray<{ file: string; source: string }>,
    base: string,
    log: (line: string) => void = console.log,
  ) {
    const uses = markdown.flatMap(({ file, source }) => imageUses(file, source));
    const sources = new Map<string, ImageUse>();
    const sourcesOf = new Map<string, string[]>();
    for (const use of uses) {
      const file = sourceFile(contentDir, use);
      const markdownFile = resolve(use.markdownFile);
      sourcesOf.set(markdownFile, [...(sourcesOf.get(markdownFile) ?? []), file]);
      if (!sources.has(file)) {
        await checkSource(file, use);
        sources.set(file, use);
      }
    }
    // Two images at a time, their files sharing the processors (`encodeImage`): the next
    // image's files keep a processor busy while one image's last file is encoded, and no more
    // than two sources are held in memory.
    const twoAtATime = pLimit(2);
    let done = 0;
    let encoded = 0;
    const found = await Promise.all(
      [...sources].map(async ([file, use]) => {
        const image = await twoAtATime(() => encodeImage(contentDir, file)).catch((error) => {
          if (!(error instanceof DamagedImageError)) throw error;
          throw new ContentError(
            `${imageIn(use)}: the file is damaged and cannot be read (${error.message}): export it again`,
          );
        });
        done += 1;
        if (!image.cached) {
          encoded += 1;
          log(`Images: encoded ${name(file)} (${done} of ${sources.size})`);
        }
        return [file, image] as const;
      }),
    );
    const images = new Map(found);
    await pruneEncoded(contentDir, new Set([...images.values()].map((image) => image.key)));
    if (sources.size > 0) {
      log(`Images: ${encoded} encoded, ${sources.size - encoded} from the cache`);
    }
    return new ImageLibrary(contentDir, `${base}assets/images/`, images, sourcesOf);
  }

  #variant(markdownFile: string, ref: string): { image: EncodedImage; variant: PictureVariant } {
    const image = this.#images.get(sourceFile(this.#contentDir, { markdownFile, ref }));
    if (!image) throw new ContentError(`${name(markdownFile)}: image ${ref} was not prepared`);
    const srcset = (format: string) =>
      image.files
        .filter((file) => file.format === format)
        .map((file) => `${this.#assetsURL}${file.fileName} ${file.width}w`)
        .join(", ");
    const widths = [...new Set(image.files.map((file) => file.width))];
    const fallback = image.files.find(
      (file) => file.format === "webp" && file.width === fallbackWidth(widths),
    );
    return {
      image,
      variant: {
        avif: srcset("avif"),
        webp: srcset("webp"),
        src: `${this.#assetsURL}${fallback?.fileName}`,
        placeholder: image.color ? placeholderClass(image.color) : "",
      },
    };
  }

  /** Where the site serves an image a Markdown file names: its `<img>`'s file. */
  address(markdownFile: string, ref: string): string {
    return this.#variant(markdownFile, ref).variant.src;
  }

  /** An image of a Markdown file, with a dark variant when it names one. */
  picture(markdownFile: string, alt: string, light: string, dark?: string): PictureData {
    const shown = this.#variant(markdownFile, light);
    const picture: PictureData = {
      alt,
      width: shown.image.width,
      height: shown.image.height,
      light: shown.variant,
    };
    if (dark === undefined) return picture;
    const other = this.#variant(markdownFile, dark);
    if (other.image.width !== shown.image.width || other.image.height !== shown.image.height) {
      throw new ContentError(
        `${name(markdownFile)}: images ${light} and ${dark} must be of one size (${shown.image.width}×${shown.image.height} and ${other.image.width}×${other.image.height})`,
      );
    }
    return { ...picture, dark: other.variant };
  }

  /** Every encoded file, to be written into the build's `assets/images/`. */
  files() {
    return [...this.#images.values()].flatMap((image) => image.files);
  }

  /** The placeholder classes of every opaque image: its dominant colour as a background. */
  placeholderCss(): string {
    const colors = new Set([...this.#images.values()].flatMap((image) => image.color ?? []));
    return [...colors]
      .sort()
      .map((color) => `.${placeholderClass(color)}{background-color:${color}}`)
      .join("");
  }
}

const placeholderClass = (color: string) => `image-placeholder-${color.slice(1)}`;
