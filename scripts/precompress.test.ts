import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "precompress-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it("writes Brotli and gzip variants of text files that decompress to the original", async () => {
  const text = "const greeting = 'hello';\n".repeat(200);
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "assets", "app.js"), text);
  await writeFile(join(dir, "tiny.css"), "a{}");
  await writeFile(join(dir, "image.png"), Buffer.alloc(4096, 1));

  expect(await precompress(dir)).toBe(2);
  const br = await readFile(join(dir, "assets", "app.js.br"));
  const gz = await readFile(join(dir, "assets", "app.js.gz"));
  expect(brotliDecompressSync(br).toString()).toBe(text);
  expect(gunzipSync(gz).toString()).toBe(text);
  await expect(readFile(join(dir, "tiny.css.br"))).rejects.toThrow();
  await expect(readFile(join(dir, "image.png.br"))).rejects.toThrow();
});

it("compresses a small file when that saves more than the headers it adds, and no other", async () => {
  // Like the bundler's runtime chunk: 600 bytes that Brotli takes to about half.
  const small = "export const helper = (value) => value ?? null;\n".repeat(12);
  await writeFile(join(dir, "runtime.js"), small);
  await writeFile(join(dir, "random.txt"), randomBytes(96).toString("base64"));

  expect(await precompress(dir)).toBe(2);
  expect(brotliDecompressSync(await readFile(join(dir, "runtime.js.br"))).toString()).toBe(small);
  expect(gunzipSync(await readFile(join(dir, "runtime.js.gz"))).toString()).toBe(small);
  await expect(readFile(join(dir, "random.txt.br"))).rejects.toThrow();
  await expect(readFile(join(dir, "random.txt.gz"))).rejects.toThrow();
});
