import type { Page } from "@playwright/test";

interface ManifestRoute {
  module: string;
  imports?: string[];
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
