import { inlineScript } from "~/lib/inline-script.ts";

/** What the app-link page opens the app with, as its server knows them. */
export interface AppOpeners {
  /** Safari's Smart App Banner without an argument, if the app is on the App Store. */
  banner?: string;
  /** The app's package, if it is on Google Play. */
  androidPackage?: string;
  /** Each language's folder (`languageFolders`). */
  folders: LanguageFolders;
}

/**
 * Each language's code and the path of its folder, base path included (`["de", "/legal/de/"]`),
 * the first language's first (`/legal/`).
 */
export type LanguageFolders = readonly (readonly [code: string, path: string])[];

/**
 * An address of the app-link page, in the folder of the language `shown` (`/de/invite/abc`), as
 * it is in the folder of the language `code` (`/invite/abc` in English), or of the first language
 * when `code` is undefined: the address the app knows, which the phones open it at.
 */
export function inLanguageFolder(
  address: string,
  folders: LanguageFolders,
  shown: string,
  code?: string,
): string {
  const url = new URL(address);
  const from = folders.find(([language]) => language === shown)?.[1];
  const to = (
    code === undefined ? folders[0] : folders.find(([language]) => language === code)
  )?.[1];
  if (from && to && url.pathname.startsWith(from)) {
    url.pathname = `${to}${url.pathname.slice(from.length)}`;
  }
  return url.href;
}

/**
 * The banner's content with an address as its `app-argument`: the app, opened from the
 * banner, is handed that address as a universal link would hand it. A comma would end the
 * argument, so it is sent percent-encoded.
 */
export function withAppArgument(banner: string, address: string): string {
  return `${banner}, app-argument=${address.replaceAll(",", "%2C")}`;
}

/**
 * The link that opens the app at `address` on Android, in Chrome's `intent:` syntax (which
 * Firefox and Samsung Internet read too): the app, handed the address, on a phone that has it;
 * its Google Play page on one that has not. Undefined on other systems, which have no such
 * link. The address's fragment is left out: the syntax's own takes its place.
 */
export function androidIntent(
  address: string,
  androidPackage: string,
  userAgent: string,
): string | undefined {
  if (!/\bAndroid\b/.test(userAgent)) return undefined;
  const { protocol, host, pathname, search } = new URL(address);
  return `intent://${host}${pathname}${search}#Intent;scheme=${protocol.slice(0, -1)};package=${androidPackage};end`;
}

/**
 * Runs as the app-link page is parsed, right after the paragraph of its link to the app: gives
 * Safari's banner the address in the address bar as its argument, on Android shows the link
 * that opens the app there, both at the address in the first language's folder, which the app
 * knows, and points the header's language links at this address in each language, then shows
 * them (the server writes them hidden: without scripting they cannot be right). One
 * prerendered page answers every such address of its language, so only the browser knows which.
 */
export function openInApp(
  { banner, androidPackage, folders }: AppOpeners,
  withArgument: typeof withAppArgument,
  intent: typeof androidIntent,
  inFolder: typeof inLanguageFolder,
) {
  const shown = document.documentElement.lang;
  const address = inFolder(location.href, folders, shown);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="apple-itunes-app"]');
  if (banner && meta) meta.content = withArgument(banner, address);
  const href = androidPackage && intent(address, androidPackage, navigator.userAgent);
  const box = document.currentScript?.previousElementSibling;
  const link = box?.querySelector("a");
  if (href && box instanceof HTMLElement && link) {
    link.href = href;
    box.hidden = false;
  }
  for (const language of document.querySelectorAll<HTMLAnchorElement>("header a[hreflang]")) {
    const there = new URL(inFolder(location.href, folders, shown, language.hreflang));
    language.setAttribute("href", there.pathname);
    language.closest("nav")?.removeAttribute("hidden");
  }
}

/** The script as the app-link page carries it. */
export const openInAppScript = (openers: AppOpeners) =>
  inlineScript(openInApp, openers, withAppArgument, androidIntent, inLanguageFolder);
