import { app, languages } from "virtual:site-config";
import { appLinkAddresses, showsAppLinkPage } from "#contracts/app-link-paths.ts";
import { decodeOrKeep } from "~/lib/percent-decoding.ts";

const source = appLinkAddresses(
  app,
  languages.map(({ code }) => code),
);
const addresses = source === undefined ? undefined : new RegExp(source);

/**
 * Whether an address of the site (`https://…/base/invite/abc`) is one that opens the app on a
 * phone that has it, and so shows the app-link page rather than the not-found page.
 */
export function opensApp(url: string): boolean {
  const { pathname } = new URL(url);
  const base = import.meta.env.BASE_URL;
  if (!addresses || !pathname.startsWith(base)) return false;
  return showsAppLinkPage(addresses, decodeOrKeep(`/${pathname.slice(base.length)}`));
}
