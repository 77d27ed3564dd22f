import { matchRoutes } from "react-router";
import { type Framework, payloadUrl, type RouteTable } from "../router-internals.ts";

/** A resource a page needs, with the kind of `<link>` that fetches it ahead of time. */
export interface PageResource {
  url: string;
  kind: "data" | "module" | "style";
}

/**
 * What a navigation to `path` (an app path, without the base path) will fetch:
 * its payload file, if a route needs server data, and the code and styles of
 * the routes not loaded yet. The payload's address is React Router's own
 * (`/PrivacyPolicy.data`, `/_.data` for the home page), so the navigation
 * reuses what the prefetch fetched.
 */
export function pageResources(
  path: string,
  href: string,
  routes: RouteTable,
  framework: Framework,
): PageResource[] {
  // `href` is the link's address (with the base path and any query), as the router requests it.
  const { pathname, search } = new URL(href, "http://site");
  const matches = matchRoutes(routes, path) ?? [];
  const entries = matches.map((match) => framework.manifest.routes[match.route.id ?? ""]);
  const resources: PageResource[] = [];
  // As React Router fetches it: server loaders only, and only those routes when a
  // route with a client loader (such as the not-found page) takes part.
  const serverData = entries.filter((entry) => entry?.hasLoader && !entry.hasClientLoader);
  if (serverData.length > 0) {
    const someRoutes = serverData.length < entries.filter((entry) => entry?.hasLoader).length;
    const routeIds = someRoutes ? serverData.map((entry) => entry?.id ?? "") : undefined;
    resources.push({ url: payloadUrl(pathname, search, routeIds), kind: "data" });
  }
  for (const entry of entries) {
    if (!entry || framework.routeModules[entry.id]) continue;
    for (const url of [entry.module, ...(entry.imports ?? [])])
      resources.push({ url, kind: "module" });
    for (const url of entry.css ?? []) resources.push({ url, kind: "style" });
  }
  return resources;
}
