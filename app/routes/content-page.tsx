import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { contentPage } from "~/features/content/pages.server.ts";
import { PlainPage } from "~/features/content/plain-page.tsx";
import { languageOfPage } from "~/features/languages/page-language.server.ts";
import { pageNotFound } from "~/lib/errors.ts";
import type { Route } from "./+types/content-page.ts";

// A page of content/pages/: one route per page, each at the path its front matter gives.
// `pattern` is the route's own path, as the route table gives it (without the base path).
export function loader({ request, pattern }: Route.LoaderArgs) {
  const page = contentPage(pattern);
  if (!page) throw pageNotFound(request.url);
  return { ...page, path: pattern, ...languageOfPage(pattern) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { title, description, layout, updated } = loaderData.frontMatter;
  return pageMeta(matches, {
    title: titleWithProduct(title),
    description,
    path: loaderData.path,
    cardTitle: title,
    ...(layout === "legal" && updated ? { legal: legalDates(updated, loaderData.history) } : {}),
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return loaderData.frontMatter.layout === "legal" ? (
    <LegalPage page={loaderData} />
  ) : (
    <PlainPage page={loaderData} />
  );
}
