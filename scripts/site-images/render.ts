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

/** A font file and the characters it draws (Unicode ranges, from its `@font-face`). */
interface FontFace {
  font: SatoriFont;
  ranges: [number, number][];
}

let faces: Promise<FontFace[]> | undefined;

/** `U+0000-00FF,U+0131` as ranges of code points. */
function unicodeRanges(list: string): [number, number][] {
  return list.split(",").map((range) => {
    const [from = "0", to = from] = range.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/**
 * Inter from its npm package, in every script it is drawn for (Latin, Cyrillic, Greek and
 * Vietnamese), each file with the characters Fontsource's stylesheet gives it: the build never
 * asks the network for a font.
 */
function interFaces(): Promise<FontFace[]> {
  faces ??= Promise.all(
    ([400, 700] as const).map(async (weight) => {
      const stylesheet = await readFile(require.resolve(`@fontsource/inter/${weight}.css`), "utf8");
      return Promise.all(
        [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(async ([, rules = ""]) => {
          const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(rules)?.[1];
          const range = /unicode-range:\s*([^;]+);/.exec(rules)?.[1];
          if (!file || !range)
            throw new Error(
              `@fontsource/inter/${weight}.css: a @font-face without a .woff file or a unicode-range`,
            );
          const data = await readFile(require.resolve(`@fontsource/inter/${file}`));
          // Each script's file is a family of its own: the layout engine keeps one font per
          // name and weight, and falls back from family to family for a character.
          const name = `Inter ${/inter-(.+)-\d+-normal/.exec(file)?.[1] ?? file}`;
          return {
            font: { name, weight, style: "normal" as const, data },
            ranges: unicodeRanges(range),
          };
        }),
      );
    }),
  ).then((byWeight) => byWeight.flat());
  return faces;
}

/** The card's font family: Inter's Latin first, then its other scripts. */
export async function fontFamily(): Promise<string> {
  const names = [...new Set((await interFaces()).map((face) => face.font.name))];
  return names
    .sort((a, b) => Number(b === "Inter latin") - Number(a === "Inter latin"))
    .map((name) => JSON.stringify(name))
    .join(", ");
}

/**
 * Whether the fonts draw every character of a text. Those they lack (Arabic, Hebrew, Chinese,
 * Japanese, Thai, emoji, …) would be drawn as boxes; the layout engine lays out no text right to
 * left either, and no font here covers a script written so.
 */
export async function drawable(text: string): Promise<boolean> {
  const ranges = (await interFaces()).flatMap((face) => face.ranges);
  return [...text].every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return ranges.some(([from, to]) => code >= from && code <= to);
  });
}

/** A layout (in satori's subset of HTML and CSS) drawn as a PNG of exactly that size. */
export async function layoutToPng(layout: SatoriElement, width: number, height: number) {
  const fonts = (await interFaces()).map((face) => face.font);
  const svg = await satori(layout, { width, height, fonts });
  return svgToPng(svg, width);
}
