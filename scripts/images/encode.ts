import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, extname, join, relative, sep } from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import {
  ENCODED_FOLDER,
  type EncodedRecord,
  pruneEntries,
  readEntry,
  writeEntry,
} from "./encoded-store.ts";

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

/** One encoded file: its name in the build (`app-screen-dark-640.<hash>.avif`) and its bytes on disk. */
export type EncodedFile = EncodedRecord["files"][number] & { cachePath: string };

/** An image as its entry records it (but for its source), with where its files are. */
export type EncodedImage = Omit<EncodedRecord, "source" | "files"> & {
  /** Its entry among the content's encoded images. */
  key: string;
  files: EncodedFile[];
  /** Whether every file came from the cache. */
  cached: boolean;
};

const hex = (value: number) => value.toString(16).padStart(2, "0");

/** A source whose header reads but whose pixels do not: a file cut short or damaged. */
export class DamagedImageError extends Error {}

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
 * What an entry records beside its files, by version: a new one makes every entry anew. 2: an
 * image with transparent parts has no placeholder colour.
 */
const RECORD_VERSION = 2;

/**
 * An image's entry among the encoded images: a hash of its bytes, the settings, the encoder and
 * what the entry records.
 */
function encodingKey(source: Buffer): string {
  return createHash("sha256")
    .update(source)
    .update(
      JSON.stringify({
        FORMATS,
        IMAGE_WIDTHS,
        FALLBACK_WIDTH,
        sharp: sharp.versions,
        record: RECORD_VERSION,
      }),
    )
    .digest("hex")
    .slice(0, 32);
}

/** An entry's image, its files found in `dir`. */
const fromRecord = (
  dir: string,
  key: string,
  record: EncodedRecord,
  cached: boolean,
): EncodedImage => ({
  key,
  width: record.width,
  height: record.height,
  ...(record.color ? { color: record.color } : {}),
  files: record.files.map((file) => ({ ...file, cachePath: join(dir, file.fileName) })),
  cached,
});

/**
 * Encodes a PNG or JPEG of the content at every width as AVIF and WebP, or takes the files from
 * the content's encoded images when this source was encoded with these options before. File
 * names keep the source's name in front and end with a hash of their content.
 */
export async function encodeImage(contentDir: string, file: string): Promise<EncodedImage> {
  const source = await readFile(file);
  const key = encodingKey(source);
  const dir = join(contentDir, ENCODED_FOLDER, key);
  const found = await readEntry(dir);
  if (found) return fromRecord(dir, key, found, true);
  const metadata = await sharp(source).rotate().metadata();
  const [width, height] = [metadata.autoOrient.width, metadata.autoOrient.height];
  // The first step that reads every pixel, before anything of the entry is written.
  const { dominant, isOpaque } = await sharp(source)
    .stats()
    .catch((error: Error) => {
      throw new DamagedImageError(error.message.trim());
    });
  const name = basename(file, extname(file))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
  await mkdir(dir, { recursive: true });
  const files = await Promise.all(
    encodingJobs(widthsFor(width)).map(({ width: targetWidth, format }) =>
      encodeSlot(async () => {
        const bytes = await encodeOne(source, targetWidth, format);
        const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
        const fileName = `${name}-${targetWidth}.${hash}.${format}`;
        await writeFile(join(dir, fileName), bytes);
        return { fileName, width: targetWidth, format };
      }),
    ),
  );
  const record = {
    source: relative(contentDir, file).split(sep).join("/"),
    width,
    height,
    ...(isOpaque ? { color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` } : {}),
    files: files.toSorted((a, b) => a.width - b.width),
  };
  await writeEntry(dir, record);
  return fromRecord(dir, key, record, false);
}

/**
 * Removes the content's encoded images that no source of it needs: those of an image replaced,
 * renamed or removed, or encoded with other settings, and any entry left half-made. An entry
 * this build did not use (`used`) is kept while its source is there unchanged: a draft's or a
 * scheduled page's image, left out of this build, is not encoded again by the next.
 */
export async function pruneEncoded(contentDir: string, used: ReadonlySet<string>): Promise<void> {
  await pruneEntries(join(contentDir, ENCODED_FOLDER), used, async (key, record) => {
    if (!record) return false;
    const source = await readFile(join(contentDir, record.source)).catch(() => undefined);
    return source !== undefined && encodingKey(source) === key;
  });
}
