import { useEffect } from "react";
import { isBotBrowser } from "~/lib/bot.ts";
import { toAppError } from "~/lib/errors.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { PrerenderedContent } from "./prerendered-content.tsx";

/**
 * Shows the generic error page. An error that happens in the browser is logged;
 * for bots it is only logged, and the prerendered content stays on screen.
 */
export function AppErrorBoundary({ error }: { error: unknown }) {
  const inBrowser = useHydrated();
  const hideFromBot = inBrowser && isBotBrowser();

  useEffect(() => {
    if (inBrowser) console.error(error);
  }, [inBrowser, error]);

  return hideFromBot ? <PrerenderedContent /> : <ErrorScreen error={toAppError(error)} />;
}
