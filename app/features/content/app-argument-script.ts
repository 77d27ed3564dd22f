import { inlineScript } from "~/lib/inline-script.ts";

/**
 * The banner's content with an address as its `app-argument`: the app, opened from the
 * banner, is handed that address as a universal link would hand it. A comma would end the
 * argument, so it is sent percent-encoded.
 */
export function withAppArgument(banner: string, address: string): string {
  return `${banner}, app-argument=${address.replaceAll(",", "%2C")}`;
}

/**
 * Runs as the app-link page is parsed: gives Safari's Smart App Banner the address in the
 * address bar as its argument, so that the app, opened from the banner, gets the link that was
 * shared. One prerendered page answers every such address, so only the browser knows which.
 */
export function addAppArgument(banner: string, withArgument: typeof withAppArgument) {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="apple-itunes-app"]');
  if (meta) meta.content = withArgument(banner, location.href);
}

/** The script as the app-link page carries it, for the banner's content without an argument. */
export const appArgumentScript = (banner: string) =>
  inlineScript(addAppArgument, banner, withAppArgument);
