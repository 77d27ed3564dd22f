import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { parseBuildEnv } from "#node-shared/build-env.ts";
import { contentCatalog, isFixedPage } from "#node-shared/content-catalog.ts";
import { loadSiteConfig } from "#node-shared/site-config-file.ts";

const { contentDir } = parseBuildEnv();
const catalog = contentCatalog(contentDir, (await loadSiteConfig({ contentDir })).languages);
const [defaultLanguage] = catalog.languages;
const FIXED_ROUTES = {
  "/": "routes/home.tsx",
  "/PrivacyPolicy": "routes/privacy-policy.tsx",
  "/TermsConditions": "routes/terms-conditions.tsx",
} as const;

// Page paths are case-sensitive: /privacypolicy is not /PrivacyPolicy.
export default [
  index(FIXED_ROUTES["/"]),
  route("/PrivacyPolicy", FIXED_ROUTES["/PrivacyPolicy"], { caseSensitive: true }),
  route("/TermsConditions", FIXED_ROUTES["/TermsConditions"], { caseSensitive: true }),
  // The fixed pages in the other languages (`/de`, `/de/PrivacyPolicy`), the pages of
  // content/pages/ and the earlier versions of legal pages: one route each, so that every
  // one is prerendered at its exact address.
  ...catalog.pages
    .filter((page) => isFixedPage(page) && page.language !== defaultLanguage?.code)
    .map((page) =>
      route(page.path, FIXED_ROUTES[page.basePath as keyof typeof FIXED_ROUTES], {
        id: `${page.language}${page.basePath}`,
        caseSensitive: true,
      }),
    ),
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
  // Unknown paths under a language get that language's not-found page.
  ...catalog.languages
    .slice(1)
    .map(({ code }) => route(`/${code}/*`, "routes/not-found.tsx", { id: `not-found/${code}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
