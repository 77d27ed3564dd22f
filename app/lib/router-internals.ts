import { type ContextType, useContext, useMemo } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";

/**
 * The one module that uses React Router's private surfaces. Each has a contract
 * test (`router-internals.test.ts`, `tests/e2e/router-internals.spec.ts`) that
 * names the surface when an upgrade of React Router changes it:
 * - `UNSAFE_DataRouterContext`: the data router, for its route table;
 * - `UNSAFE_FrameworkContext`: the build's route manifest and the loaded route modules;
 * - the single-fetch payload address (`/PrivacyPolicy.data`, `/_.data`, `?_routes=`).
 * Two bugs are patched in `patches/` (see `docs/upstream/`).
 */

type Framework = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>;
type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>["router"];

export interface RouterInternals {
  routes: DataRouter["routes"];
  framework: Pick<Framework, "manifest" | "routeModules">;
}

/** The route table and the framework's manifest, or undefined outside the framework's router. */
export function useRouterInternals(): RouterInternals | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const framework = useContext(UNSAFE_FrameworkContext);
  return useMemo(
    () => (router && framework ? { routes: router.routes, framework } : undefined),
    [router, framework],
  );
}

/**
 * Where React Router fetches a page's loader data: the page's address with `.data`
 * (`_.data` after a trailing slash), and `_routes` when only some of its routes'
 * server loaders run. `pathname` and `search` are the link's, with the base path.
 */
export function payloadUrl(pathname: string, search: string, routeIds?: readonly string[]): string {
  const url = new URL(
    `${pathname}${pathname.endsWith("/") ? "_" : ""}.data${search}`,
    "http://site",
  );
  if (routeIds) url.searchParams.set("_routes", routeIds.join(","));
  return `${url.pathname}${url.search}`;
}

/** A resource a page needs, with the kind of `<link>` that fetches it ahead of time. */
export interface PageResource {
  url: string;
  kind: "data" | "module" | "style";
}

/**
 * What a navigation to `path` (an app path, without the base path) will fetch:
 * its payload file, if a route needs server data, and the code and styles of
 * the routes not loaded yet. The payload's address is React Router's own, so
 * the navigation reuses what the prefetch fetched.
 */
export function pageResources(
  path: string,
  href: string,
  { routes, framework }: RouterInternals,
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
