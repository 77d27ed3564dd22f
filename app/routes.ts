import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { parseBuildEnv } from "#node-shared/build-env.ts";
import { contentCatalog, type PageLayout } from "#node-shared/content-catalog.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";

const { contentDir } = parseBuildEnv();
const catalog = contentCatalog(contentDir, (await loadSiteConfig({ contentDir })).languages);

const ROUTE_MODULES = {
  home: "routes/home.tsx",
  legal: "routes/page.tsx",
  plain: "routes/page.tsx",
  releases: "routes/whats-new.tsx",
} as const satisfies Record<PageLayout, string>;

// One route per page of the catalog, in every language, so that every one is prerendered at
// its exact address. Page paths are case-sensitive: /privacypolicy is not /PrivacyPolicy.
export default [
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
] satisfies RouteConfig;
