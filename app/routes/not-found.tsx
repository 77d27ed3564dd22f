import { productName } from "virtual:site-config";
import { data, redirectDocument } from "react-router";
import { fill } from "#contracts/messages.ts";
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
// static 404.html names the path that was really asked for.
export const loader = ({ request, pattern }: Route.LoaderArgs) => {
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
  // The site's pages: in the page's own data as it hydrates (a later call of `serverLoader`
  // would ask a server for it), in the build's meta file after that.
  const server = !hydrated && !navigating ? await serverLoader() : undefined;
  hydrated = true;
  const pages = server?.pages ?? (build ?? (await loadBuildMeta()))?.prerendered ?? [];
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const { messages } = metaLanguage(matches);
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
  return <NotFoundScreen path={notFoundPath(loaderData)} pages={loaderData.pages} />;
}
