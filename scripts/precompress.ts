import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { PRECOMPRESSED_COPIES } from "#contracts/http/address-table.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|data|svg|ico|txt|xml|atom|webmanifest|dict)$/;
/**
 * What a compressed answer's headers add (`Content-Encoding: br`, `Vary: Accept-Encoding`): a
 * variant is kept only when it saves more than that.
 */
const HEADER_BYTES = 64;

/**
 * Writes `.br` and `.gz` next to every compressible file, so that servers send
 * the best compression without compressing on each request. A variant that
 * saves less than the headers it adds is not kept.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length <= HEADER_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [variant, extension] of [
        [br, PRECOMPRESSED_COPIES.br],
        [gz, PRECOMPRESSED_COPIES.gzip],
      ] as const) {
        if (variant.length + HEADER_BYTES < content.length) {
          await writeFile(`${file}${extension}`, variant);
          written += 1;
        }
      }
    }),
  );
  return written;
}
