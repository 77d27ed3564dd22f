import { diffBlockPart, firstScreenBreak } from "#contracts/first-screen.ts";
import { versionTitle } from "#contracts/social-card.ts";
import { ArchivedLegalPage, UpcomingLegalPage } from "~/features/content/archived-legal-page.tsx";
import { legalDates, pageMeta, titleWithProduct } from "~/features/content/page-meta.ts";
import { archivedVersion, versionHistory } from "~/features/content/pages.server.ts";
import { pageNotFound } from "~/lib/errors.ts";
import { pageContext } from "~/lib/page-context.server.ts";
import { versionMessagesOf } from "~/lib/page-context.ts";
import type { Route } from "./+types/archived-version.ts";

// An earlier or an upcoming version of a legal page: one route per version, at
// /<Page>/<YYYY-MM-DD>.
// `pattern` is the route's own path, as the route table gives it (without the base path).
export function loader({ request, pattern }: Route.LoaderArgs) {
  const version = archivedVersion(pattern);
  if (!version) throw pageNotFound(request.url);
  return {
    ...version,
    firstScreenEnd: firstScreenBreak(version.blocks.map(diffBlockPart)),
    history: versionHistory(version.current.path),
    page: pageContext(pattern, { versionText: true }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const messages = versionMessagesOf(loaderData.page.language);
  const title = versionTitle(loaderData.title, loaderData.date, messages);
  return pageMeta(matches, {
    title: titleWithProduct(title),
    description: loaderData.description,
    cardTitle: title,
    // Search engines show the current version; this one is readable at its own address.
    canonicalPath: loaderData.current.path,
    legal: legalDates(loaderData.date, loaderData.history),
  });
};

export default function ArchivedVersion({ loaderData }: Route.ComponentProps) {
  const { firstScreenEnd } = loaderData;
  return loaderData.status === "upcoming" ? (
    <UpcomingLegalPage version={loaderData} firstScreenEnd={firstScreenEnd} />
  ) : (
    <ArchivedLegalPage version={loaderData} firstScreenEnd={firstScreenEnd} />
  );
}
