import { href } from "react-router";
import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { legalPageData, pages } from "~/features/content/pages.server.ts";
import type { Route } from "./+types/terms-conditions.ts";

export const loader = () => legalPageData(pages.termsConditions, href("/TermsConditions"));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: titleWithProduct(loaderData.frontMatter.title),
    description: loaderData.frontMatter.description,
    path: href("/TermsConditions"),
    cardTitle: loaderData.frontMatter.title,
    legal: legalDates(loaderData.frontMatter.updated, loaderData.history),
  });

export default function TermsConditions({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
