import { useHref, useLocation } from "react-router";
import { fillParts } from "#contracts/messages.ts";
import { REQUESTED_PATH_ID, SUGGESTED_PAGE_ID } from "#contracts/page-ids.ts";
import { primaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import { textLink } from "~/components/text-styles.ts";
import { useLanguage } from "~/lib/page-context.ts";
import { decodeOrKeep } from "~/lib/percent-decoding.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";
import { closestPage } from "./closest-page.ts";
import { requestedPathScript } from "./requested-path-script.ts";
import { StatusScreen } from "./status-screen.tsx";

interface NotFoundScreenProps {
  /** The path asked for, percent-decoded. */
  path: string;
  /** Every page's address, below the base path: where a mistyped one may have meant to go. */
  pages: string[];
}

/**
 * The not-found page, in the language of the address: its message names the requested path,
 * and a link offers the page the address most likely meant (`/privacypolicy` →
 * `/PrivacyPolicy`), both from the first paint on every host (`showRequestedPath`). Until the
 * client loader runs, the hydration data of a static host's `404.html` names that file, so
 * React keeps the page's text; the suggestion follows the address bar from the start.
 */
export function NotFoundScreen({ path, pages }: NotFoundScreenProps) {
  const { messages, home } = useLanguage();
  const suggestion = closestPage(decodeOrKeep(useLocation().pathname), pages);
  const suggestionHref = useHref(suggestion ?? home);
  return (
    <>
      <StatusScreen
        statusCode={404}
        heading={messages.notFoundHeading}
        message={fillParts(messages.notFoundMessage, {
          path: (
            // An address reads left to right, in a right-to-left sentence too (not "ar/nope/").
            <span key="path" id={REQUESTED_PATH_ID} dir="ltr" suppressHydrationWarning>
              {path}
            </span>
          ),
        })}
        note={
          <p
            id={SUGGESTED_PAGE_ID}
            hidden={!suggestion}
            className="mt-3 text-muted text-lg"
            suppressHydrationWarning
          >
            {fillParts(messages.notFoundSuggestion, {
              page: (
                <PageLink
                  key="page"
                  to={suggestion ?? home}
                  dir="ltr"
                  className={textLink}
                  suppressHydrationWarning
                >
                  {suggestionHref}
                </PageLink>
              ),
            })}
          </p>
        }
      >
        <PageLink to={home} className={primaryButton}>
          {messages.goHome}
        </PageLink>
      </StatusScreen>
      {/* Only the prerendered page carries its text: it runs as the page is parsed. */}
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? requestedPathScript(runtimeConfig().baseURL, pages) : "",
        }}
      />
    </>
  );
}
