import site from "virtual:site-config";
import { titleWithProduct } from "~/features/content/page-meta.ts";
import {
  loadedRouteRules,
  loadRouteRules,
  routeRuleRedirect,
} from "~/features/deploy/route-rules.ts";
import { NotFoundScreen } from "~/features/errors/not-found-screen.tsx";
import { pageNotFound } from "~/lib/errors.ts";
import type { Route } from "./+types/not-found.ts";

// Every path that no page claims. The server answers 404; in the browser the
// path is read again from the address bar, so the static 404.html names the
// path that was really asked for.
export const loader = ({ request }: Route.LoaderArgs) => pageNotFound(request.url);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // A navigation to an old address follows the build's redirects without a server.
  // (On the first load the server or static host has already applied them.)
  // The request's address has no #fragment; the address bar may (a cold load of /x#y).
  const here = new URL(window.location.href);
  here.hash = "";
  const navigating = request.url !== here.href;
  const rules = navigating ? await loadRouteRules() : loadedRouteRules();
  const redirect = routeRuleRedirect(new URL(request.url), rules);
  if (redirect) throw redirect;
  return pageNotFound(request.url).data;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = () => [
  { title: titleWithProduct("Page not found") },
  { name: "description", content: `This page does not exist on the ${site.productName} website.` },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen error={loaderData} />;
}
