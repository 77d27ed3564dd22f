import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { fixedLegalPageAt, legalPageData, pages } from "~/features/content/pages.server.ts";
import { languageOfPage } from "~/features/languages/page-language.server.ts";
import type { Route } from "./+types/terms-conditions.ts";

// At /TermsConditions and at its translations (/de/TermsConditions): `pattern` is the route's own path.
export const loader = ({ pattern }: Route.LoaderArgs) => ({
  ...legalPageData(fixedLegalPageAt(pattern, pages.termsConditions), pattern),
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

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
