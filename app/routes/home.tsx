import { productName, tagline } from "virtual:site-config";
import { formatDate } from "#contracts/dates.ts";
import { releaseFeedFile, WHATS_NEW_PATH } from "#contracts/http/address-table.ts";
import { fill, fillParts } from "#contracts/messages.ts";
import { FEATURES_HEADING_ID, PAGE_TITLE_ID, releaseAnchor } from "#contracts/page-ids.ts";
import { imagePreloads, pictureTree } from "#contracts/picture.ts";
import { primaryButton, secondaryButton } from "~/components/button-styles.ts";
import { FirstScreenEnd } from "~/components/first-screen-end.tsx";
import { Icon } from "~/components/icon.tsx";
import { contentLink, MarkdownContent, render } from "~/components/markdown-content.tsx";
import { PageLink } from "~/components/page-link.tsx";
import { markdownText } from "~/components/text-styles.ts";
import { DraftNote } from "~/features/content/draft-note.tsx";
import { legalFeed, pageMeta, releaseFeed } from "~/features/content/page-meta.ts";
import { homeAt, latestRelease } from "~/features/content/pages.server.ts";
import { StoreBadges } from "~/features/content/store-badges.tsx";
import { inLanguage, pageContext } from "~/lib/page-context.server.ts";
import { useMessages } from "~/lib/page-context.ts";
import type { Route } from "./+types/home.ts";

/** The hero image's width: beside the text on wide screens, below it (narrower) on phones. */
const HERO_IMAGE_SIZES = "(min-width: 64rem) 18rem, min(60vw, 20rem)";

// At / and at its translations (/de): `pattern` is the route's own path.
export const loader = ({ pattern }: Route.LoaderArgs) => {
  const home = homeAt(pattern);
  const { image } = home.frontMatter.hero;
  const page = pageContext(pattern, {
    forcedColorMode: home.frontMatter.colorMode,
    imagePreloads: image && imagePreloads(image, HERO_IMAGE_SIZES),
  });
  const { code } = page.language;
  const latest = latestRelease(inLanguage(code, WHATS_NEW_PATH));
  return {
    ...home,
    page,
    legalPaths: {
      privacy: inLanguage(code, "/PrivacyPolicy"),
      terms: inLanguage(code, "/TermsConditions"),
    },
    latestRelease: latest,
    // A feed reader given the site's address finds its feeds here.
    feeds: [
      ...(latest ? [releaseFeed(releaseFeedFile(latest.path), page.language)] : []),
      legalFeed(page.language),
    ],
  };
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData.frontMatter.title,
    description: loaderData.frontMatter.description,
    // The social card of a translated home page shows its title (the tagline is the site's).
    cardTitle: loaderData.page.path === "/" ? tagline : loaderData.frontMatter.title,
    feeds: loaderData.feeds,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, actions, features } = loaderData.frontMatter;
  const { latestRelease } = loaderData;
  const messages = useMessages();
  return (
    <>
      <section
        aria-labelledby={PAGE_TITLE_ID}
        className="bg-linear-to-b from-primary-50 to-page dark:from-primary-950/40"
      >
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-12">
          {/* The text keeps to the top: centred beside the picture, it would move down as the
              picture arrives in the document. */}
          <div className="lg:pt-20">
            {hero.eyebrow && (
              <p className="font-semibold text-accent text-sm uppercase tracking-wide">
                {hero.eyebrow}
              </p>
            )}
            <h1
              id={PAGE_TITLE_ID}
              className="mt-3 max-w-3xl text-balance font-extrabold text-4xl text-heading tracking-tight sm:text-6xl"
            >
              {hero.heading}
            </h1>
            <p className="mt-6 max-w-2xl text-pretty text-muted text-lg sm:text-xl">{hero.lead}</p>
            <ul className="mt-10 flex flex-col items-start gap-3 empty:hidden sm:flex-row sm:flex-wrap">
              {actions.map((action, index) => (
                <li key={action.href}>
                  {contentLink(
                    {
                      href: action.href,
                      className: index === 0 ? primaryButton : secondaryButton,
                    },
                    action.label,
                  )}
                </li>
              ))}
              <StoreBadges />
            </ul>
            <p className="mt-6 text-subtle text-sm">
              {fillParts(messages.readLegal, {
                privacy: (
                  <PageLink
                    key="privacy"
                    to={loaderData.legalPaths.privacy}
                    className="underline underline-offset-4"
                  >
                    {messages.privacyPolicy}
                  </PageLink>
                ),
                terms: (
                  <PageLink
                    key="terms"
                    to={loaderData.legalPaths.terms}
                    className="underline underline-offset-4"
                  >
                    {messages.termsAndConditions}
                  </PageLink>
                ),
              })}
            </p>
            {latestRelease && (
              <p className="mt-3 text-subtle text-sm">
                <PageLink
                  to={`${latestRelease.path}#${releaseAnchor(latestRelease.version)}`}
                  className="font-medium text-accent underline underline-offset-4"
                >
                  {fill(messages.latestRelease, { version: latestRelease.version })}
                </PageLink>
                {/* One text: a space of its own, cut off by the network, is counted as a layout shift. */}
                {" · "}
                <time dateTime={latestRelease.date}>
                  {formatDate(latestRelease.date, messages)}
                </time>
              </p>
            )}
            {import.meta.env.DEV && (latestRelease?.draft || latestRelease?.scheduled) && (
              <div className="mt-3">
                <DraftNote
                  scheduledFor={latestRelease.scheduled ? latestRelease.date : undefined}
                />
              </div>
            )}
          </div>
          {hero.image && (
            <div className="mx-auto mt-12 w-3/5 max-w-80 lg:mt-0 lg:w-full lg:max-w-none">
              {render(
                pictureTree(hero.image, {
                  sizes: HERO_IMAGE_SIZES,
                  priority: true,
                  className: "h-auto w-full rounded-[2rem] border border-line",
                }),
                0,
              )}
            </div>
          )}
        </div>
      </section>
      <FirstScreenEnd />

      {features.length > 0 && (
        <section
          aria-labelledby={FEATURES_HEADING_ID}
          className="mx-auto max-w-5xl px-4 py-16 sm:px-6"
        >
          <h2
            id={FEATURES_HEADING_ID}
            className="font-bold text-2xl text-heading tracking-tight sm:text-3xl"
          >
            {fillParts(messages.featuresHeading, { product: productName })}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {features.map((feature) => (
              <li
                key={feature.title}
                className="rounded-xl border border-line bg-raised p-6 shadow-sm"
              >
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-tint text-accent">
                  <Icon name={feature.icon} className="size-6" />
                </span>
                <h3 className="font-semibold text-heading text-lg">{feature.title}</h3>
                <p className="mt-2 text-muted">{feature.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
        <MarkdownContent body={loaderData.body} className={markdownText} />
      </div>
    </>
  );
}
