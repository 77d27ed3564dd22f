// The names of the generated icon files, apart from the code that draws them, so that the
// static-host configuration can name them without loading the renderer.

/** The icon's sizes: the Apple touch icon, and the two sizes every manifest should list. */
export const TOUCH_ICON = { file: "apple-touch-icon.png", size: 180 } as const;
export const MANIFEST_ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;
