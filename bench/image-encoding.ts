import { readdir, readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import { ssim } from "ssim.js";
import {
  type EncoderSettings,
  encodeOne,
  encodingJobs,
  FORMATS,
  widthsFor,
} from "../scripts/images/encode.ts";
import { table } from "./table.ts";

/**
 * The encoder's settings and schedule, weighed by what they cost and give: the time to encode
 * every file of the content's images (every width, AVIF and WebP, as the build makes them), the
 * AVIF bytes, and the AVIF's likeness to the source (mean SSIM, ssim.js) at the widths a
 * visitor's screen asks for (the hero at 20rem on 1×, 2× and 3× screens). Prints each option
 * beside the site's settings. `npm run bench:images`; IMAGES_DIR names another folder.
 */
const IMAGES_DIR = process.env.IMAGES_DIR || "content/images";
const COMPARED_WIDTHS = [320, 640, 960];

interface Option {
  name: string;
  avif: EncoderSettings;
  /** Files encoded at a time. */
  atOnce: number;
  /** The widths made of an image so wide: the site's, or fewer. */
  widths?: (width: number) => number[];
}

const SITE = FORMATS.avif;
const OPTIONS: Option[] = [
  { name: "one at a time (before)", avif: SITE, atOnce: 1 },
  { name: "side by side (the site's)", avif: SITE, atOnce: availableParallelism() },
  {
    name: "side by side, no width over 960",
    avif: SITE,
    atOnce: availableParallelism(),
    widths: (width) => widthsFor(width).filter((candidate) => candidate <= 960),
  },
  ...[
    { quality: 42, effort: 3 },
    { quality: 40, effort: 3 },
    { quality: 45, effort: 3 },
    { quality: 42, effort: 2 },
    { quality: 47, effort: 2 },
  ].map((avif) => ({
    name: `q${avif.quality} effort ${avif.effort}, side by side`,
    avif,
    atOnce: availableParallelism(),
  })),
];

/** Pixels as ssim.js reads them: RGBA, at `width`. */
async function pixels(image: Buffer, width: number) {
  const { data, info } = await sharp(image)
    .resize({ width })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

async function measure(option: Option, sources: Buffer[]) {
  const slot = pLimit(option.atOnce);
  const started = performance.now();
  const encoded = await Promise.all(
    sources.flatMap(async (source) => {
      const { width = 0 } = await sharp(source).metadata();
      return Promise.all(
        encodingJobs((option.widths ?? widthsFor)(width)).map(({ width: targetWidth, format }) =>
          slot(async () => ({
            source,
            format,
            width: targetWidth,
            bytes: await encodeOne(
              source,
              targetWidth,
              format,
              format === "avif" ? option.avif : FORMATS.webp,
            ),
          })),
        ),
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const avif = encoded.flat().filter((file) => file.format === "avif");
  const compared = avif.filter((file) => COMPARED_WIDTHS.includes(file.width));
  const likeness = await Promise.all(
    compared.map(
      async (file) =>
        ssim(await pixels(file.source, file.width), await pixels(file.bytes, file.width)).mssim,
    ),
  );
  return {
    seconds,
    avifBytes: avif.reduce((sum, file) => sum + file.bytes.length, 0),
    comparedBytes: compared.reduce((sum, file) => sum + file.bytes.length, 0),
    ssim: likeness.reduce((sum, value) => sum + value, 0) / likeness.length,
  };
}

const files = (await readdir(IMAGES_DIR)).filter((file) => /\.(png|jpe?g)$/i.test(file)).sort();
const sources = await Promise.all(files.map((file) => readFile(join(IMAGES_DIR, file))));
console.log(
  `${files.length} images (${files.join(", ")}), ${availableParallelism()} processors; SSIM of AVIF at ${COMPARED_WIDTHS.join(", ")} px`,
);
const rows: Array<Array<string | number>> = [];
let before: Awaited<ReturnType<typeof measure>> | undefined;
for (const option of OPTIONS) {
  const result = await measure(option, sources);
  before ??= result;
  rows.push([
    option.name,
    result.seconds.toFixed(1),
    (result.seconds / before.seconds).toFixed(2),
    result.avifBytes,
    (result.comparedBytes / before.comparedBytes).toFixed(3),
    result.ssim.toFixed(5),
  ]);
}
console.log(
  table(
    ["option", "encode s", "÷ before", "AVIF bytes", "bytes at 320–960 ÷ before", "mean SSIM"],
    rows,
  ),
);
