import pngToIco from "png-to-ico";
import { appStoreAddress, googlePlayAddress } from "#contracts/app-stores.ts";
import type { AppConfig, SiteConfig } from "#contracts/site-config.ts";
import { FAVICON_ICO, MANIFEST_ICONS, TOUCH_ICON } from "./files.ts";
import { svgToPng } from "./render.ts";

const BACKGROUND = "#ffffff";
const THEME = "#15803d";

/**
 * The source icon inside a square of `background`, scaled to `scale` of its side:
 * touch icons must be opaque (iOS fills transparency with black), and a maskable
 * icon keeps its mark inside the safe circle (80% of the side).
 */
function framed(svg: string, scale: number, background: string): string {
  const inner = Buffer.from(svg).toString("base64");
  const offset = ((1 - scale) / 2) * 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><image href="data:image/svg+xml;base64,${inner}" x="${offset}" y="${offset}" width="${scale * 100}" height="${scale * 100}"/></svg>`;
}

/** The favicon as a Windows icon file: the mark drawn at each of its sizes, not scaled down. */
export async function faviconIco(svg: string) {
  const images = await Promise.all(
    FAVICON_ICO.sizes.map(async (size) => Buffer.from(await svgToPng(svg, size))),
  );
  return pngToIco(images);
}

/** The Apple touch icon: opaque, with a margin around the mark. */
export function touchIcon(svg: string) {
  return svgToPng(framed(svg, 0.84, BACKGROUND), TOUCH_ICON.size);
}

/** A manifest icon: the mark as it is, or (maskable) on the theme colour inside the safe zone. */
export function manifestIcon(svg: string, icon: (typeof MANIFEST_ICONS)[number]) {
  return icon.purpose === "maskable"
    ? svgToPng(framed(svg, 0.7, THEME), icon.size)
    : svgToPng(svg, icon.size);
}

/**
 * The app's store pages, for the manifest: a browser that knows the site's app can offer the
 * app rather than the site. Chrome offers the Google Play app in place of installing the site
 * when the manifest prefers it, which it does when there is one.
 */
function relatedApplications(app: AppConfig | undefined) {
  const related = [
    ...(app?.android
      ? [{ platform: "play", url: googlePlayAddress(app.android.package), id: app.android.package }]
      : []),
    ...(app?.ios?.appStoreId
      ? [{ platform: "itunes", url: appStoreAddress(app.ios.appStoreId) }]
      : []),
  ];
  if (related.length === 0) return {};
  return { related_applications: related, prefer_related_applications: Boolean(app?.android) };
}

/** The web app manifest: the product's name, its icons, the site's address and its app. */
export function webManifest(site: SiteConfig, base: string): string {
  const manifest = {
    name: site.productName,
    short_name: site.productName,
    description: site.tagline,
    start_url: base,
    scope: base,
    display: "minimal-ui",
    background_color: BACKGROUND,
    theme_color: THEME,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: `${base}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
    ...relatedApplications(site.app),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
