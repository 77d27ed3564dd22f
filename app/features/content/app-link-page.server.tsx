import { app, languages } from "virtual:site-config";
import { renderToStaticMarkup } from "react-dom/server";
import { appLinkAddresses } from "#contracts/app-link-paths.ts";
import { languageNotFoundFolders } from "#contracts/languages.ts";
import type { Messages } from "#contracts/messages.ts";
import { smartAppBanner } from "#contracts/smart-app-banner.ts";
import type { AppOpeners } from "./open-in-app.ts";
import { StoreBadgeItems } from "./store-badges.tsx";

/** The site's addresses that open the app (`appLinkAddresses`), for the server's render. */
export const APP_LINK_ADDRESSES = appLinkAddresses(app, languages);

/** What the app-link page opens the app with (`AppLinkScreen`). */
export const APP_OPENERS: AppOpeners = {
  ...(app?.ios?.appStoreId ? { banner: smartAppBanner(app.ios.appStoreId) } : {}),
  ...(app?.android ? { androidPackage: app.android.package } : {}),
  folders: languages.map(({ code }, index) => [
    code,
    `${import.meta.env.BASE_URL}${["", ...languageNotFoundFolders(languages)][index]}`,
  ]),
};

/**
 * The store badges of the app-link page as markup, which its data carries: the browser keeps
 * them as the server wrote them, so the badges' code stays in the home page's script alone.
 */
export function storeBadgesMarkup(
  messages: Pick<Messages, "appStoreBadge" | "googlePlayBadge">,
): string {
  return renderToStaticMarkup(<StoreBadgeItems messages={messages} />);
}
