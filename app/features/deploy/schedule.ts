import { networkInformation } from "~/lib/network.ts";

/** Runs `callback` once, `delayMs` after the browser is first idle (or soon, where idle callbacks are missing). */
export function afterIdle(callback: () => void, delayMs: number) {
  const wait = () => setTimeout(callback, delayMs);
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(wait);
  else setTimeout(wait, 1);
}

/** True on the slowest connections, where background requests are not worth their cost. */
export function isVerySlowConnection(connection = networkInformation()): boolean {
  return connection?.effectiveType === "slow-2g";
}
