import { primaryButton } from "~/components/button-styles.ts";
import { PageLink } from "~/components/page-link.tsx";
import type { AppError } from "~/lib/errors.ts";
import { StatusScreen } from "./status-screen.tsx";

/** The not-found page. Its message names the requested path. */
export function NotFoundScreen({ error }: { error: AppError }) {
  return (
    <StatusScreen
      statusCode={error.statusCode}
      heading="This page does not exist"
      message={error.statusMessage}
    >
      <PageLink to="/" className={primaryButton}>
        Go to the home page
      </PageLink>
    </StatusScreen>
  );
}
