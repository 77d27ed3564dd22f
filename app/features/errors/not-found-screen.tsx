import { fillParts } from "#contracts/messages.ts";
import { REQUESTED_PATH_ID } from "#contracts/page-ids.ts";
import { primaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/page-context.ts";
import { REQUESTED_PATH_SCRIPT } from "./requested-path-script.ts";
import { StatusScreen } from "./status-screen.tsx";

/**
 * The not-found page, in the language of the address. Its message names the requested path,
 * from the first paint on every host (`showRequestedPath`); until the client loader runs, the
 * hydration data of a static host's `404.html` names that file, so React keeps the page's text.
 */
export function NotFoundScreen({ path }: { path: string }) {
  const { messages, home } = useLanguage();
  return (
    <>
      <StatusScreen
        statusCode={404}
        heading={messages.notFoundHeading}
        message={fillParts(messages.notFoundMessage, {
          path: (
            <span key="path" id={REQUESTED_PATH_ID} suppressHydrationWarning>
              {path}
            </span>
          ),
        })}
      >
        <PageLink to={home} className={primaryButton}>
          {messages.goHome}
        </PageLink>
      </StatusScreen>
      {/* Only the prerendered page carries its text: it runs as the page is parsed. */}
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its hash
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? REQUESTED_PATH_SCRIPT : "" }}
      />
    </>
  );
}
