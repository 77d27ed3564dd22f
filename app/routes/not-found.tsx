import { productName } from "virtual:site-config";
import { data, redirectDocument } from "react-router";
import type { Alternate } from "#contracts/languages.ts";
import { fill } from "#contracts/messages.ts";
import {
  APP_LINK_ADDRESSES,
  APP_OPENERS,
  storeBadgesMarkup,
} from "~/features/content/app-link-page.server.tsx";
import { AppLinkScreen } from "~/features/content/app-link-screen.tsx";
import { inLanguageFolder } from "~/features/content/open-in-app.ts";
import { metaLanguage, titleWithProduct } from "~/features/content/page-meta.ts";
import {
  loadBuildMeta,
  loadedBuildMeta,
  routeRuleRedirect,
} from "~/features/deploy/route-rules.ts";
import { NotFoundScreen } from "~/features/errors/not-found-screen.tsx";
import { notFoundPath, pageNotFound } from "~/lib/errors.ts";
import { appLinkPageContext, pageContext, siteAddresses } from "~/lib/page-context.server.ts";
import { languageOfAddress, shownLanguage } from "~/lib/page-context.ts";
import { decodeOrKeep } from "~/lib/percent-decoding.ts";
import type { Route } from "./+types/not-found.ts";

// Every path that no page claims, in the language of the address (`/de/…` is German). The
// server answers 404; in the browser the path is read again from the address bar, so the
// static 404.html names the path that was really asked for. An address that opens the app on a
// phone that has it (`app.links`) is no error: it offers the app instead (`AppLinkScreen`).
export const loader = ({ request, pattern }: Route.LoaderArgs) => {
  const appLink = appLinkAddress(request.url, APP_LINK_ADDRESSES);
  if (appLink !== undefined) {
    const page = appLinkPageContext(pattern, appLink);
    const badges = storeBadgesMarkup(page.language.messages);
    return { appLink: true as const, page, badges, openers: APP_OPENERS };
  }
  const error = pageNotFound(request.url).data;
  return data(
    { ...error, page: pageContext(pattern), pages: siteAddresses() },
    { status: error.statusCode },
  );
};

/**
 * The address in the site (`/invite/abc`, `/de/invite/abc`, decoded) of an address of the site
 * (`https://…/base/invite/abc`), if it opens the app on a phone that has it, and so shows the
 * app-link page rather than the not-found page: `addresses` is the site's expression of them
 * (`appLinkAddresses`, which the build's meta file carries), if any.
 * (Here rather than in a module of its own: the browser's bundle keeps it with the client
 * loader, apart from what every page loads.)
 */
function appLinkAddress(url: string, addresses: string | undefined): string | undefined {
  const { pathname } = new URL(url);
  const base = import.meta.env.BASE_URL;
  if (addresses === undefined || !pathname.startsWith(base)) return undefined;
  const inSite = decodeOrKeep(`/${pathname.slice(base.length)}`);
  return new RegExp(addresses).test(inSite) ? inSite : undefined;
}

/**
 * The app-link page's translations at an address of it (`https://…/de/invite/abc`): one file
 * answers every such address of its language, and its data names the one it was rendered at.
 * The same move between folders as the page's inline script makes (`inLanguageFolder`).
 */
function alternatesAt(url: string, { page, openers }: AppLinkData): Alternate[] {
  const base = import.meta.env.BASE_URL;
  return page.alternates.map((alternate) => {
    const there = inLanguageFolder(url, openers.folders, page.language.code, alternate.code);
    return { ...alternate, path: `/${new URL(there).pathname.slice(base.length)}` };
  });
}

type AppLinkData = Extract<Awaited<ReturnType<typeof loader>>, { appLink: true }>;

let hydrated = false;

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // A navigation to an old address follows the build's redirects without a server.
  // (On the first load the server or static host has already applied them.)
  // The request's address has no #fragment; the address bar may (a cold load of /x#y).
  const here = new URL(window.location.href);
  here.hash = "";
  const navigating = request.url !== here.href;
  const build = navigating ? await loadBuildMeta() : loadedBuildMeta();
  const redirect = routeRuleRedirect(new URL(request.url), build?.routeRules);
  if (redirect) throw redirect;
  const error = pageNotFound(request.url).data;
  // As the page hydrates, its own data says which page the host answered with (the app-link
  // page or the not-found page) and lists the site's pages; a later call of `serverLoader`
  // would ask a server for it. After that, the build's meta file lists them.
  const server = !hydrated && !navigating ? await serverLoader() : undefined;
  hydrated = true;
  if (server && "appLink" in server) {
    return { ...server, page: { ...server.page, alternates: alternatesAt(request.url, server) } };
  }
  const meta = async () => build ?? (await loadBuildMeta());
  // The app-link page's store badges come with its document, which a host answers its
  // addresses with: a navigation in the browser to one of them loads that document.
  if (!server && appLinkAddress(request.url, (await meta())?.appLinks) !== undefined) {
    throw redirectDocument(request.url);
  }
  const pages = server?.pages ?? (await meta())?.prerendered ?? [];
  const shown = shownLanguage();
  // On the first load the page is already in the address's language (its own data).
  if (!shown) return { ...error, page: (server ?? (await serverLoader())).page, pages };
  // In another language, its interface text is not in this page: the server or static
  // host answers with that language's not-found page.
  if (languageOfAddress(new URL(request.url).pathname).language.code !== shown.code) {
    throw redirectDocument(request.url);
  }
  return {
    ...error,
    page: { path: notFoundPath(error), language: shown, alternates: [] },
    pages,
  };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { messages } = metaLanguage(matches);
  if (loaderData && "appLink" in loaderData) {
    return [
      { title: titleWithProduct(fill(messages.appLinkTitle, { product: productName })) },
      { name: "description", content: fill(messages.appLinkMessage, { product: productName }) },
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    { title: titleWithProduct(messages.notFoundTitle) },
    {
      name: "description",
      content: fill(messages.notFoundDescription, { product: productName }),
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  if ("appLink" in loaderData) {
    return <AppLinkScreen badges={loaderData.badges} openers={loaderData.openers} />;
  }
  return <NotFoundScreen path={notFoundPath(loaderData)} pages={loaderData.pages} />;
}
