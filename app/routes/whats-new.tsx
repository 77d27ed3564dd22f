import { productName } from "virtual:site-config";
import { firstScreenBreak, releasePart } from "#contracts/first-screen.ts";
import { releaseFeedFile } from "#contracts/http/address-table.ts";
import { fill } from "#contracts/messages.ts";
import { pageMeta, releaseFeed, titleWithProduct } from "~/features/content/page-meta.ts";
import { releasesAt } from "~/features/content/pages.server.ts";
import { ReleaseNotes } from "~/features/content/release-notes.tsx";
import { pageNotFound } from "~/lib/errors.ts";
import { pageContext } from "~/lib/page-context.server.ts";
import type { Route } from "./+types/whats-new.ts";

// The release notes of each language that has releases: /WhatsNew, /de/WhatsNew. `pattern` is
// the route's own path, as the route table gives it (without the base path).
export function loader({ request, pattern }: Route.LoaderArgs) {
  const releases = releasesAt(pattern);
  if (!releases) throw pageNotFound(request.url);
  const page = pageContext(pattern);
  return {
    releases,
    firstScreenEnd: firstScreenBreak(releases.map(releasePart)),
    feed: releaseFeed(releaseFeedFile(pattern), page.language),
    page,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { messages } = loaderData.page.language;
  return pageMeta(matches, {
    title: titleWithProduct(messages.whatsNew),
    description: fill(messages.whatsNewDescription, { product: productName }),
    cardTitle: messages.whatsNew,
    feeds: [loaderData.feed],
  });
};

export default function WhatsNew({ loaderData }: Route.ComponentProps) {
  const { releases, firstScreenEnd, feed } = loaderData;
  return <ReleaseNotes releases={releases} firstScreenEnd={firstScreenEnd} feed={feed.file} />;
}
