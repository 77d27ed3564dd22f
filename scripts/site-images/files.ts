// The names of the generated icon files, apart from the code that draws them, so that the
// static-host configuration can name them without loading the renderer.

import { FAVICON_ICO_FILE, TOUCH_ICON_FILE } from "#contracts/http/address-table.ts";

/**
 * The icon's sizes: `/favicon.ico` for what asks the site's root for an icon (feed readers,
 * search engines' icon fetchers, a browser showing a Markdown page or a feed), the Apple touch
 * icon, and the two sizes every manifest should list.
 */
export const FAVICON_ICO = { file: FAVICON_ICO_FILE, sizes: [16, 32] } as const;
export const TOUCH_ICON = { file: TOUCH_ICON_FILE, size: 180 } as const;
export const MANIFEST_ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;
