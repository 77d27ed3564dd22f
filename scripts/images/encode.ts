import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, extname, join } from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";

/** The widths each image is made at (and its own width, when it is narrower than the widest). */
export const IMAGE_WIDTHS = [240, 320, 480, 640, 960, 1280, 1920] as const;
/** The fallback `<img src>` is the widest WebP up to this width. */
const FALLBACK_WIDTH = 640;
/** The encoders' settings, chosen by `npm run bench:images` (decision record 029). */
export const FORMATS = {
  avif: { quality: 42, effort: 4 },
  webp: { quality: 78, effort: 4 },
} as const;
export type ImageFormat = keyof typeof FORMATS;
export type EncoderSettings = { quality: number; effort: number };

/**
 * One encoding per processor at a time. On glibc Linux sharp gives each operation one thread
 * (its `concurrency` is 1 there, against memory fragmentation), so files encoded one after
 * another leave every other core idle; side by side, the same files come out byte for byte.
 */
const encodeSlot = pLimit(availableParallelism());

/** Where encoded images are kept between builds, by their source's hash and the options. */
const CACHE_DIR = join("node_modules", ".cache", "site-images");

/** One encoded file: its name in the build (`app-screen-dark-640.<hash>.avif`) and its bytes on disk. */
export interface EncodedFile {
  fileName: string;
  cachePath: string;
  width: number;
  format: ImageFormat;
}

export interface EncodedImage {
  width: number;
  height: number;
  /** The image's dominant colour, `#rrggbb`. */
  color: string;
  files: EncodedFile[];
  /** Whether every file came from the cache. */
  cached: boolean;
}

const hex = (value: number) => value.toString(16).padStart(2, "0");

/** The widths to make of an image `width` pixels wide. */
export function widthsFor(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return [...widths, Math.min(width, IMAGE_WIDTHS.at(-1) ?? width)];
}

/**
 * The files to make of an image at these widths, the largest first: encodings side by side end
 * together when the last ones left are the shortest, rather than one processor finishing the
 * widest file alone.
 */
export function encodingJobs(widths: readonly number[]) {
  return widths
    .toSorted((a, b) => b - a)
    .flatMap((width) =>
      (Object.keys(FORMATS) as ImageFormat[]).map((format) => ({ width, format })),
    );
}

/** The fallback file's width among those made. */
export function fallbackWidth(widths: readonly number[]): number {
  return widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? widths[0] ?? 0;
}

/** One file: the source at `width` in `format`, with the site's settings or others (the benchmark's). */
export async function encodeOne(
  source: Buffer,
  width: number,
  format: ImageFormat,
  settings: EncoderSettings = FORMATS[format],
): Promise<Buffer> {
  const resized = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  return format === "avif" ? resized.avif(settings).toBuffer() : resized.webp(settings).toBuffer();
}

/**
 * Encodes a PNG or JPEG at every width as AVIF and WebP, or takes the files from the cache
 * when this source was encoded with these options before. File names keep the source's name in
 * front and end with a hash of their content.
 */
export async function encodeImage(file: string): Promise<EncodedImage> {
  const source = await readFile(file);
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ FORMATS, IMAGE_WIDTHS, FALLBACK_WIDTH, sharp: sharp.versions }))
    .digest("hex")
    .slice(0, 32);
  const dir = join(CACHE_DIR, key);
  const index = join(dir, "image.json");
  try {
    return { ...(JSON.parse(await readFile(index, "utf8")) as EncodedImage), cached: true };
  } catch {
    // Not encoded yet.
  }
  const metadata = await sharp(source).rotate().metadata();
  const [width, height] = [metadata.autoOrient.width, metadata.autoOrient.height];
  const { dominant } = await sharp(source).stats();
  const name = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(
    encodingJobs(widthsFor(width)).map(({ width: targetWidth, format }) =>
      encodeSlot(async (): Promise<EncodedFile> => {
        const bytes = await encodeOne(source, targetWidth, format);
        const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
        const fileName = `${name}-${targetWidth}.${hash}.${format}`;
        const cachePath = join(dir, fileName);
        await writeFile(cachePath, bytes);
        return { fileName, cachePath, width: targetWidth, format };
      }),
    ),
  );
  const encoded = {
    width,
    height,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    files: files.toSorted((a, b) => a.width - b.width),
    cached: false,
  };
  // Written last, through a rename: a build stopped half-way leaves no half-made entry. The
  // temporary name is the build's own, so that builds encoding the same image at once (the
  // content tests run several) do not take each other's file.
  const temporary = `${index}.${randomUUID()}.tmp`;
  await writeFile(temporary, JSON.stringify(encoded));
  await rename(temporary, index);
  return encoded;
}
