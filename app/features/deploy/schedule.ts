import { networkInformation } from "~/lib/network.ts";

/** Runs `callback` once, `delayMs` after the browser is first idle (or soon, where idle callbacks are missing). */
export function afterIdle(callback: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(callback, delayMs);
  };
  if (typeof window.requestIdleCallback === "function") {
    const idle = window.requestIdleCallback(wait);
    return () => {
      window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }
  timer = setTimeout(wait, 1);
  return () => clearTimeout(timer);
}

/** True on the slowest connections, where background requests are not worth their cost. */
export function isVerySlowConnection(connection = networkInformation()): boolean {
  return connection?.effectiveType === "slow-2g";
}
