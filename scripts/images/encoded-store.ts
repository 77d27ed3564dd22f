import { randomUUID } from "node:crypto";
import { access, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as v from "valibot";
import { IMAGE_TYPES } from "#contracts/picture.ts";

/**
 * The folder of the content where encoded images are kept, one entry per source and settings
 * (`<key>/image.json` beside the files). It is committed with the images, so that a fresh
 * clone, or a deployment that builds from one, encodes nothing (decision record 034).
 */
export const ENCODED_FOLDER = "encoded-images";
const INDEX = "image.json";

/** What an entry's `image.json` records. */
const recordSchema = v.object({
  /** The source image, relative to the content folder, with `/` between folders. */
  source: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /**
   * The image's dominant colour, `#rrggbb`, behind it until it loads; none for an image with
   * transparent parts, which would show it for good.
   */
  color: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/))),
  files: v.pipe(
    v.array(
      v.object({
        fileName: v.pipe(v.string(), v.regex(/^[a-z0-9-]+-\d+\.[\w-]{8}\.(avif|webp)$/)),
        width: v.pipe(v.number(), v.integer(), v.minValue(1)),
        format: v.picklist(Object.keys(IMAGE_TYPES) as (keyof typeof IMAGE_TYPES)[]),
      }),
    ),
    v.minLength(1),
  ),
});
export type EncodedRecord = v.InferOutput<typeof recordSchema>;

/** An entry's record, when it is whole: its index readable and every file it names there. */
export async function readEntry(dir: string): Promise<EncodedRecord | undefined> {
  try {
    const text = await readFile(join(dir, INDEX), "utf8");
    const record = v.parse(recordSchema, JSON.parse(text) as unknown);
    await Promise.all(record.files.map((file) => access(join(dir, file.fileName))));
    return record;
  } catch {
    return undefined;
  }
}

/**
 * Writes an entry's index, once its files are written: through a rename, so that a build stopped
 * half-way leaves no entry that looks whole. The temporary name is the build's own, so that
 * builds encoding the same image at once (the content tests run several) do not take each
 * other's file. Indented, so that a change reads well in a commit.
 */
export async function writeEntry(dir: string, record: EncodedRecord): Promise<void> {
  const temporary = join(dir, `${INDEX}.${randomUUID()}.tmp`);
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temporary, join(dir, INDEX));
}

/**
 * Removes the entries of `folder` that are not `used` and that `keepUnused` refuses (given the
 * entry's name and its record, when it is whole), and the folder itself when none is left.
 */
export async function pruneEntries(
  folder: string,
  used: ReadonlySet<string>,
  keepUnused: (key: string, record: EncodedRecord | undefined) => Promise<boolean>,
): Promise<void> {
  const keys = await readdir(folder).catch(() => [] as string[]);
  const kept = await Promise.all(
    keys.map(async (key) => {
      if (used.has(key)) return true;
      const dir = join(folder, key);
      if (await keepUnused(key, await readEntry(dir))) return true;
      await rm(dir, { recursive: true, force: true });
      return false;
    }),
  );
  if (!kept.includes(true)) await rm(folder, { recursive: true, force: true });
}
