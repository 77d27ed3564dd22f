import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startDeployWatch } from "~/features/deploy/deploy-watch.ts";
import { keepPrerenderedContentForBots } from "~/features/errors/prerendered-content.tsx";

keepPrerenderedContentForBots();

// The page's stylesheet arrives inside the HTML (root.tsx). In development the browser also
// loads it as a module, so that Vite updates it as classes change.
if (import.meta.env.DEV) void import("./app.css");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

startDeployWatch();
