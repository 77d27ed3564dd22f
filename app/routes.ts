import type { RouteConfig } from "@react-router/dev/routes";
import { parseBuildEnv } from "#node-shared/build-env.ts";
import { contentCatalog } from "#node-shared/content-catalog.ts";
import { routeTable } from "#node-shared/route-table.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";

const { contentDir } = parseBuildEnv();
const catalog = contentCatalog(contentDir, (await loadSiteConfig({ contentDir })).languages);

export default routeTable(catalog) satisfies RouteConfig;
