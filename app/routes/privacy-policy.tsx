import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { fixedLegalPageAt, legalPageData, pages } from "~/features/content/pages.server.ts";
import { languageOfPage } from "~/features/languages/page-language.server.ts";
import type { Route } from "./+types/privacy-policy.ts";

// At /PrivacyPolicy and at its translations (/de/PrivacyPolicy): `pattern` is the route's own path.
export const loader = ({ pattern }: Route.LoaderArgs) => ({
  ...legalPageData(fixedLegalPageAt(pattern, pages.privacyPolicy), pattern),
  path: pattern,
  ...languageOfPage(pattern),
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: titleWithProduct(loaderData.frontMatter.title),
    description: loaderData.frontMatter.description,
    path: loaderData.path,
    cardTitle: loaderData.frontMatter.title,
    legal: legalDates(loaderData.frontMatter.updated, loaderData.history),
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
