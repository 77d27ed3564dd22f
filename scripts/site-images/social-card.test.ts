import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SOCIAL_CARD } from "#contracts/social-card.ts";
import { drawable, fontFamily, layoutToPng } from "./render.ts";
import { renderSocialCard } from "./social-card.ts";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#15803d"/></svg>';

/** A card of Tally's with the given title, as PNG bytes. */
const card = async (title: string) =>
  Buffer.from(
    await renderSocialCard({
      productName: "Tally",
      title,
      host: "tally.example.com",
      iconSvg: ICON,
    }),
  );

/** How many pixels of the card's right margin (the 80 px its text keeps clear) are dark, as text is. */
async function inkInRightMargin(title: string): Promise<number> {
  const { data, info } = await sharp(await card(title))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = SOCIAL_CARD.width - 72; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      if ((data[at] ?? 255) < 128 && (data[at + 1] ?? 255) < 128) dark += 1;
    }
  }
  return dark;
}

describe("renderSocialCard", () => {
  it("keeps a title inside the card, a word longer than a line included", async () => {
    for (const title of [
      "Frequently asked questions about splitting costs between flatmates and travel groups",
      "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenhersteller",
    ]) {
      expect(await inkInRightMargin(title), title).toBe(0);
    }
  });
});

describe("the card's fonts", () => {
  /** A text alone, large, in the card's fonts. */
  const alone = async (text: string) =>
    Buffer.from(
      await layoutToPng(
        {
          type: "div",
          props: {
            style: { display: "flex", fontFamily: await fontFamily(), fontSize: 64 },
            children: text,
          },
        } as never,
        120,
        100,
      ),
    );

  it("draw Latin, Cyrillic, Greek and Vietnamese letters, not the box of a missing glyph", async () => {
    const missing = await alone("\uE000");
    for (const letter of ["a", "ł", "ş", "Ж", "Ω", "ệ"]) {
      expect((await alone(letter)).equals(missing), letter).toBe(false);
    }
  });

  it("tell which texts they draw", async () => {
    for (const text of [
      "Polityka prywatności",
      "Политика конфиденциальности",
      "Όροι χρήσης",
      "Điều khoản",
    ]) {
      expect(await drawable(text), text).toBe(true);
    }
    for (const text of [
      "سياسة الخصوصية",
      "מדיניות פרטיות",
      "プライバシー",
      "隐私政策",
      "What's new 🎉",
    ]) {
      expect(await drawable(text), text).toBe(false);
    }
  });
});

describe("a card whose title its fonts cannot draw", () => {
  it("leaves the title off, rather than drawing boxes", async () => {
    const untitled = await card("");
    for (const title of ["سياسة الخصوصية", "プライバシーポリシー"]) {
      expect((await card(title)).equals(untitled), title).toBe(true);
    }
    expect((await card("Политика конфиденциальности")).equals(untitled)).toBe(false);
  });
});
