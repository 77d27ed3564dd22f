import { productName } from "virtual:site-config";
import { data, redirectDocument } from "react-router";
import { fill } from "#contracts/messages.ts";
import { opensApp } from "~/features/content/app-link-addresses.ts";
import { AppLinkScreen } from "~/features/content/app-link-screen.tsx";
import { metaLanguage, titleWithProduct } from "~/features/content/page-meta.ts";
import {
  loadBuildMeta,
  loadedBuildMeta,
  routeRuleRedirect,
} from "~/features/deploy/route-rules.ts";
import { NotFoundScreen } from "~/features/errors/not-found-screen.tsx";
import { notFoundPath, pageNotFound } from "~/lib/errors.ts";
import { pageContext, siteAddresses } from "~/lib/page-context.server.ts";
import { languageOfAddress, shownLanguage } from "~/lib/page-context.ts";
import type { Route } from "./+types/not-found.ts";

// Every path that no page claims, in the language of the address (`/de/…` is German). The
// server answers 404; in the browser the path is read again from the address bar, so the
// static 404.html names the path that was really asked for. An address that opens the app on a
// phone that has it (`app.links`) is no error: it offers the app instead (`AppLinkScreen`).
export const loader = ({ request, pattern }: Route.LoaderArgs) => {
  if (opensApp(request.url)) return { appLink: true as const, page: pageContext(pattern) };
  const error = pageNotFound(request.url).data;
  return data(
    { ...error, page: pageContext(pattern), pages: siteAddresses() },
    { status: error.statusCode },
  );
};

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
  const appLink = opensApp(request.url);
  // The site's pages: in the page's own data as it hydrates (a later call of `serverLoader`
  // would ask a server for it), in the build's meta file after that.
  const server = !hydrated && !navigating ? await serverLoader() : undefined;
  hydrated = true;
  const pages = async () =>
    server && "pages" in server
      ? server.pages
      : ((build ?? (await loadBuildMeta()))?.prerendered ?? []);
  const shown = shownLanguage();
  // On the first load the page is already in the address's language (its own data).
  if (!shown) {
    const { page } = server ?? (await serverLoader());
    return appLink ? { appLink, page } : { ...error, page, pages: await pages() };
  }
  // In another language, its interface text is not in this page: the server or static
  // host answers with that language's not-found page (or the app-link page).
  if (languageOfAddress(new URL(request.url).pathname).language.code !== shown.code) {
    throw redirectDocument(request.url);
  }
  const page = { path: notFoundPath(error), language: shown, alternates: [] };
  return appLink ? { appLink, page } : { ...error, page, pages: await pages() };
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
  if ("appLink" in loaderData) return <AppLinkScreen />;
  return <NotFoundScreen path={notFoundPath(loaderData)} pages={loaderData.pages} />;
}
