import type { Page } from "@playwright/test";

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
 * Navigates in the page as a link would, through the router React Router puts on `window`
 * (`__reactRouterDataRouter`: a private surface, checked by router-internals.spec.ts), and
 * resolves once the new page is in place.
 */
export function navigateInPage(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    const router = (
      window as Window & { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error("No window.__reactRouterDataRouter");
    return router.navigate(to);
  }, path);
}
