import { href } from "react-router";
import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { legalPageData, pages } from "~/features/content/pages.server.ts";
import type { Route } from "./+types/privacy-policy.ts";

export const loader = () => legalPageData(pages.privacyPolicy, href("/PrivacyPolicy"));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: titleWithProduct(loaderData.frontMatter.title),
    description: loaderData.frontMatter.description,
    path: href("/PrivacyPolicy"),
    cardTitle: loaderData.frontMatter.title,
    legal: legalDates(loaderData.frontMatter.updated, loaderData.history),
  });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
