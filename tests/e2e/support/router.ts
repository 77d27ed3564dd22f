import { expect, type Page } from "@playwright/test";

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** React Router's route manifest: the one its module script imports, and `window` then holds. */
export interface RouteManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/**
 * The scripts a first load runs: the manifest, the entry and its imports, then the module and
 * imports of each route in `routeIds` (those the page matched), each once.
 */
export function firstLoadScripts(
  manifest: RouteManifest,
  routeIds: readonly string[] = [],
): string[] {
  const routeScripts = routeIds.flatMap((id) => {
    const route = manifest.routes[id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [
    ...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routeScripts]),
  ];
}

/**
 * The ids of the routes whose modules the page has loaded, from React Router's
 * `__reactRouterRouteModules` on `window` (a private surface, checked by router-internals.spec.ts).
 */
export function loadedRouteIds(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(
      (window as Window & { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {},
    ),
  );
}

/**
 * The files of a route's code, from the manifest React Router puts on `window`
 * (`__reactRouterManifest`: a private surface, checked by router-internals.spec.ts).
 */
export function routeCodeFiles(page: Page, routeId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const manifest = (
      window as Window & { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } }
    ).__reactRouterManifest;
    const route = manifest?.routes[id];
    if (!route) throw new Error(`No route ${id} in window.__reactRouterManifest`);
    return [route.module, ...(route.imports ?? [])];
  }, routeId);
}

/**
 * Resolves once each of these files of the site (by path) has arrived in the page, prefetched or
 * fetched: the page's resource timing has an entry for it, added when its response has ended.
 */
export async function waitForArrival(page: Page, paths: readonly string[]): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const arrived = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname);
        return wanted.filter((path) => !arrived.includes(path));
      }, paths),
    )
    .toEqual([]);
}

/**
 * Navigates in the page as a link would, through the router React Router puts on `window`
 * (`__reactRouterDataRouter`: a private surface, checked by router-internals.spec.ts), and
 * resolves once the new page is in place; with `untilShown: false`, once the navigation has
 * started, for one that ends in a document load (which ends the page it was started in).
 */
export async function navigateInPage(
  page: Page,
  path: string,
  { untilShown = true } = {},
): Promise<void> {
  await page.evaluate(
    ({ to, wait }) => {
      const router = (
        window as Window & {
          __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter;
      if (!router) throw new Error("No window.__reactRouterDataRouter");
      const shown = router.navigate(to);
      return wait ? shown : undefined;
    },
    { to: path, wait: untilShown },
  );
}

/**
 * Resolves once the router React Router puts on `window` (`__reactRouterDataRouter`) has
 * started and is idle: the loaders a page runs as it hydrates have finished by then.
 */
export async function waitForRouterIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (
      window as Window & {
        __reactRouterDataRouter?: {
          state: { initialized: boolean; navigation: { state: string } };
        };
      }
    ).__reactRouterDataRouter;
    return router?.state.initialized === true && router.state.navigation.state === "idle";
  });
}
