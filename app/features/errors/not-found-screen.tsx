import { Link } from "react-router";
import { primaryButton } from "~/components/button-styles.ts";
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
      <Link to="/" className={primaryButton}>
        Go to the home page
      </Link>
    </StatusScreen>
  );
}
