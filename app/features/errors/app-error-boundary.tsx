import { useEffect } from "react";
import { isBotBrowser } from "~/lib/bot.ts";
import { toAppError } from "~/lib/errors.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { PrerenderedContent } from "./prerendered-content.tsx";

/** How the app's own log line of an error begins, e.g. `Page error 503: Service Unavailable`. */
const ERROR_LOG_PREFIX = "Page error";

/**
 * Shows the generic error page. An error that happens in the browser is logged;
 * for bots it is only logged, and the prerendered content stays on screen.
 */
export function AppErrorBoundary({ error }: { error: unknown }) {
  const inBrowser = useHydrated();
  const hideFromBot = inBrowser && isBotBrowser();
  const appError = toAppError(error);

  useEffect(() => {
    if (inBrowser)
      console.error(`${ERROR_LOG_PREFIX} ${appError.statusCode}: ${appError.statusMessage}`, error);
  }, [inBrowser, error, appError.statusCode, appError.statusMessage]);

  return hideFromBot ? <PrerenderedContent /> : <ErrorScreen error={appError} />;
}
