import { Link, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import { type AppError, statusMessageIn } from "~/lib/errors.ts";
import { useLanguage } from "~/lib/page-context.ts";
import { StatusScreen } from "./status-screen.tsx";

/** The generic error page: the status code, its message, a retry and a way home. */
export function ErrorScreen({ error }: { error: AppError }) {
  const location = useLocation();
  const { messages, home } = useLanguage();
  return (
    <StatusScreen
      statusCode={error.statusCode}
      heading={statusMessageIn(error, messages)}
      message={messages.errorMessage}
    >
      {/* A full page load: it also recovers from code that failed to download. */}
      <Link
        to={`${location.pathname}${location.search}${location.hash}`}
        reloadDocument
        className={primaryButton}
      >
        {messages.tryAgain}
      </Link>
      <PageLink to={home} className={secondaryButton}>
        {messages.goHome}
      </PageLink>
    </StatusScreen>
  );
}
