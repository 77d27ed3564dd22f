import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SOCIAL_CARD } from "#contracts/social-card.ts";
import { renderSocialCard } from "./social-card.ts";

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#15803d"/></svg>';

/** How many pixels of the card's right margin (the 80 px its text keeps clear) are dark, as text is. */
async function inkInRightMargin(title: string): Promise<number> {
  const png = await renderSocialCard({
    productName: "Tally",
    title,
    host: "tally.example.com",
    iconSvg: ICON,
  });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
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
