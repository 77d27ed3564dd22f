import { type ContextType, useContext, useMemo } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";

/**
 * The one module that uses React Router's private surfaces. Each has a contract
 * test (`router-internals.test.ts`, `tests/e2e/router-internals.spec.ts`) that
 * names the surface when an upgrade of React Router changes it:
 * - `UNSAFE_DataRouterContext`: the data router, for its route table;
 * - `UNSAFE_FrameworkContext`: the build's route manifest and the loaded route modules;
 * - `window.__reactRouterDataRouter`: the router outside React, for the pending navigation;
 * - the single-fetch payload address (`/PrivacyPolicy.data`, `/_.data`, `?_routes=`).
 * Two bugs are patched in `patches/` (see `docs/upstream/`).
 */

export type Framework = NonNullable<ContextType<typeof UNSAFE_FrameworkContext>>;
type DataRouter = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>["router"];
export type RouteTable = DataRouter["routes"];

/** The route table and the framework's manifest, or undefined outside the framework's router. */
export function useRouterInternals(): { routes: RouteTable; framework: Framework } | undefined {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const framework = useContext(UNSAFE_FrameworkContext);
  return useMemo(
    () => (router && framework ? { routes: router.routes, framework } : undefined),
    [router, framework],
  );
}

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

interface WindowRouter {
  state: { navigation: { location?: Address } };
  createHref: (location: Address) => string;
}

/**
 * The scripts of a page's first load, as React Router's `<Scripts>` (patched, patches/)
 * imports them in its module script: the route manifest (unless routes are discovered
 * lazily), the client entry and its imports, then each matched route's modules.
 */
export function firstLoadScripts(framework: Framework, routeIds: readonly string[]): string[] {
  const { manifest, routeDiscovery, ssr } = framework;
  const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
  const routes = routeIds.flatMap((id) => {
    const route = manifest.routes[id];
    if (!route) return [];
    return [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ].filter((href): href is string => href !== undefined);
  });
  return [
    ...new Set([
      ...(lazyDiscovery ? [] : [manifest.url]),
      manifest.entry.module,
      ...manifest.entry.imports,
      ...routes,
    ]),
  ];
}

/** The address of the navigation in progress, from the router `HydratedRouter` puts on `window`. */
export function pendingNavigationHref(): string | undefined {
  const router = (window as Window & { __reactRouterDataRouter?: WindowRouter })
    .__reactRouterDataRouter;
  const pending = router?.state.navigation.location;
  return pending ? router.createHref(pending) : undefined;
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
