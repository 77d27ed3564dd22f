import { fill } from "#contracts/messages.ts";
import { primaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import { useLanguage } from "~/lib/language.ts";
import { StatusScreen } from "./status-screen.tsx";

/** The not-found page, in the language of the address. Its message names the requested path. */
export function NotFoundScreen({ path }: { path: string }) {
  const { messages, home } = useLanguage();
  return (
    <StatusScreen
      statusCode={404}
      heading={messages.notFoundHeading}
      message={fill(messages.notFoundMessage, { path })}
    >
      <PageLink to={home} className={primaryButton}>
        {messages.goHome}
      </PageLink>
    </StatusScreen>
  );
}
