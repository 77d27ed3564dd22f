import { MANIFEST_CHECK_DELAY_MS } from "#contracts/spec-constants.ts";
import { runtimeConfig } from "~/lib/runtime-config.ts";
import { fetchLatestBuildId } from "./build-files.ts";
import { createBuildWatcher } from "./build-watcher.ts";
import { loadBuildMeta } from "./route-rules.ts";
import { afterIdle, isVerySlowConnection } from "./schedule.ts";

let watcher: ReturnType<typeof createBuildWatcher> | undefined;

/** True once a build other than this page's is known to be deployed. */
export function isOutdated(): boolean {
  return watcher?.isOutdated() ?? false;
}

/**
 * Starts the deployment checks in the browser: the build's manifest (route
 * rules and pages) after idle, and the latest build on a schedule and on return to the tab.
 */
export function startDeployWatch() {
  if (watcher) return;
  const visible = () => document.visibilityState === "visible";
  watcher = createBuildWatcher({ currentBuildId: runtimeConfig().buildId, fetchLatestBuildId });
  watcher.start(visible());
  document.addEventListener("visibilitychange", () => void watcher?.visibilityChanged(visible()));
  if (!isVerySlowConnection()) afterIdle(() => void loadBuildMeta(), MANIFEST_CHECK_DELAY_MS);
}
