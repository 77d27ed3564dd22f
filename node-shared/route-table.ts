import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { Catalog, PageLayout } from "./content-catalog.ts";

const ROUTE_MODULES = {
  home: "routes/home.tsx",
  legal: "routes/page.tsx",
  plain: "routes/page.tsx",
  releases: "routes/whats-new.tsx",
} as const satisfies Record<PageLayout, string>;

/**
 * The route table a content catalog makes (`app/routes.ts`, files relative to `app/`): one route
 * per page, in every language, so that every one is prerendered at its exact address. Page paths
 * are case-sensitive: /privacypolicy is not /PrivacyPolicy.
 */
export function routeTable(catalog: Catalog): RouteConfigEntry[] {
  return [
    ...catalog.pages.map((page) => {
      if (page.path === "/") return index("routes/home.tsx");
      const file = ROUTE_MODULES[page.layout];
      return route(page.path, file, { id: `page${page.path}`, caseSensitive: true });
    }),
    ...catalog.versions.map((version) =>
      route(version.path, "routes/archived-version.tsx", {
        id: `archived-version${version.path}`,
        caseSensitive: true,
      }),
    ),
    // Unknown paths under a language get that language's not-found page.
    ...catalog.languages
      .slice(1)
      .map(({ code }) => route(`/${code}/*`, "routes/not-found.tsx", { id: `not-found/${code}` })),
    route("*", "routes/not-found.tsx"),
  ];
}

/** The addresses of a route table, `/` for its index route. */
export function routedAddresses(table: readonly RouteConfigEntry[]): Set<string> {
  return new Set(table.map((entry) => (entry.index ? "/" : (entry.path ?? ""))));
}
