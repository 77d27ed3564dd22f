import { SOCIAL_CARD } from "#contracts/social-card.ts";
import { drawable, fontFamily, layoutToPng } from "./render.ts";

interface SocialCardInput {
  productName: string;
  /** The page's own title, or the tagline for the home page. */
  title: string;
  /** Where the site lives, shown at the foot of the card: `tally.example.com`. */
  host: string;
  /** The site's icon (SVG), shown beside the product name. */
  iconSvg: string;
}

// The site's colours: Tailwind's green (the primary colour) on a near-white page.
const COLORS = { ink: "#111827", muted: "#4b5563", primary: "#15803d", wash: "#f0fdf4" };
const PADDING = { x: 80, y: 64 };
const BORDER = 16;

/**
 * A 1200×630 PNG for link previews: the product's mark and name, and the page's title. A text
 * the card's font cannot draw is left off the card rather than drawn as boxes.
 */
export async function renderSocialCard(input: SocialCardInput) {
  const { productName, title, host, iconSvg } = input;
  const shown = async (text: string) => ((await drawable(text)) ? text : "");
  return drawCard(
    { productName: await shown(productName), title: await shown(title), host, iconSvg },
    await fontFamily(),
  );
}

function drawCard({ productName, title, host, iconSvg }: SocialCardInput, family: string) {
  const icon = `data:image/svg+xml;base64,${Buffer.from(iconSvg).toString("base64")}`;
  const el = (type: string, style: Record<string, unknown>, children?: unknown) => ({
    type,
    props: { style, children },
  });
  const layout = el(
    "div",
    {
      // Satori sizes the content box: padding and border come on top of width and height.
      width: SOCIAL_CARD.width - 2 * PADDING.x,
      height: SOCIAL_CARD.height - 2 * PADDING.y - BORDER,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: `${PADDING.y}px ${PADDING.x}px`,
      backgroundImage: `linear-gradient(180deg, ${COLORS.wash} 0%, #ffffff 100%)`,
      borderBottom: `${BORDER}px solid ${COLORS.primary}`,
      fontFamily: family,
      color: COLORS.ink,
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 24 }, [
        { type: "img", props: { src: icon, width: 72, height: 72 } },
        el("div", { fontSize: 44, fontWeight: 700 }, productName),
      ]),
      el(
        "div",
        {
          display: "block",
          lineClamp: 3,
          // A word longer than the line (German makes them) breaks rather than leaving the card.
          overflowWrap: "break-word",
          width: SOCIAL_CARD.width - 2 * PADDING.x,
          fontSize: title.length > 48 ? 60 : 76,
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -1.5,
        },
        title,
      ),
      el("div", { display: "flex", fontSize: 30, fontWeight: 400, color: COLORS.muted }, host),
    ],
  );
  return layoutToPng(layout as never, SOCIAL_CARD.width, SOCIAL_CARD.height);
}
