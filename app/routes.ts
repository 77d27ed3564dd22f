import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { parseBuildEnv } from "#node-shared/build-env.ts";
import { contentCatalog, isFixedPage } from "#node-shared/content-catalog.ts";

const catalog = contentCatalog(parseBuildEnv().contentDir);

// Page paths are case-sensitive: /privacypolicy is not /PrivacyPolicy.
export default [
  index("routes/home.tsx"),
  route("/PrivacyPolicy", "routes/privacy-policy.tsx", { caseSensitive: true }),
  route("/TermsConditions", "routes/terms-conditions.tsx", { caseSensitive: true }),
  // The pages of content/pages/ and the earlier versions of legal pages: one route each,
  // so that every one is prerendered at its exact address.
  ...catalog.pages
    .filter((page) => !isFixedPage(page))
    .map((page) =>
      route(page.path, "routes/content-page.tsx", {
        id: `content-page${page.path}`,
        caseSensitive: true,
      }),
    ),
  ...catalog.versions.map((version) =>
    route(version.path, "routes/archived-version.tsx", {
      id: `archived-version${version.path}`,
      caseSensitive: true,
    }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
