import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import satori from "satori";

const require = createRequire(import.meta.url);

let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly once: PNGs are drawn without any native package. */
function renderer(): Promise<void> {
  ready ??= readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")).then((wasm) =>
    initWasm(wasm),
  );
  return ready;
}

/** An SVG drawn as a PNG of the given width (its height follows its proportions). */
export async function svgToPng(svg: string, width: number, background?: string) {
  await renderer();
  return new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    ...(background ? { background } : {}),
  })
    .render()
    .asPng();
}

type SatoriElement = Parameters<typeof satori>[0];
type SatoriFont = Parameters<typeof satori>[1]["fonts"][number];

let fonts: Promise<SatoriFont[]> | undefined;

/** Inter from its npm package: the build never asks the network for a font. */
function interFonts(): Promise<SatoriFont[]> {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** A layout (in satori's subset of HTML and CSS) drawn as a PNG of exactly that size. */
export async function layoutToPng(layout: SatoriElement, width: number, height: number) {
  const svg = await satori(layout, { width, height, fonts: await interFonts() });
  return svgToPng(svg, width);
}
