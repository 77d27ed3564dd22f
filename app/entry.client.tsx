import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startDeployWatch } from "~/features/deploy/deploy-watch.ts";
import { keepPrerenderedContentForBots } from "~/features/errors/prerendered-content.tsx";

keepPrerenderedContentForBots();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

startDeployWatch();
