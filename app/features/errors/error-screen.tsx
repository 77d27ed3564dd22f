import { Link, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import type { AppError } from "~/lib/errors.ts";
import { StatusScreen } from "./status-screen.tsx";

/** The generic error page: the status code, its message, a retry and a way home. */
export function ErrorScreen({ error }: { error: AppError }) {
  const location = useLocation();
  return (
    <StatusScreen
      statusCode={error.statusCode}
      heading={error.statusMessage}
      message="Something went wrong while loading this page. Trying again often helps."
    >
      {/* A full page load: it also recovers from code that failed to download. */}
      <Link
        to={`${location.pathname}${location.search}${location.hash}`}
        reloadDocument
        className={primaryButton}
      >
        Try again
      </Link>
      <PageLink to="/" className={secondaryButton}>
        Go to the home page
      </PageLink>
    </StatusScreen>
  );
}
