import { firstScreenBreak, markdownPart } from "#contracts/first-screen.ts";
import { LegalPage } from "~/features/content/legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { pageAt } from "~/features/content/pages.server.ts";
import { PlainPage } from "~/features/content/plain-page.tsx";
import { pageNotFound } from "~/lib/errors.ts";
import { pageContext } from "~/lib/page-context.server.ts";
import type { Route } from "./+types/page.ts";

// Every page but the home page, in every language: the privacy policy, the terms and the pages
// of content/pages/, one route each at its own address. `pattern` is the route's own path, as
// the route table gives it (without the base path).
export function loader({ request, pattern }: Route.LoaderArgs) {
  const found = pageAt(pattern);
  if (!found) throw pageNotFound(request.url);
  return {
    ...found,
    firstScreenEnd: firstScreenBreak(found.body.map(markdownPart)),
    page: pageContext(pattern, { forcedColorMode: found.frontMatter.colorMode }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { title, description, layout, updated } = loaderData.frontMatter;
  return pageMeta(matches, {
    title: titleWithProduct(title),
    description,
    cardTitle: title,
    ...(layout === "legal" && updated ? { legal: legalDates(updated, loaderData.history) } : {}),
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  return loaderData.frontMatter.layout === "legal" ? (
    <LegalPage page={loaderData} />
  ) : (
    <PlainPage page={loaderData} />
  );
}
