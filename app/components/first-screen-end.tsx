import type { ReactNode } from "react";
import href from "./first-screen-end.css?url&no-inline";

/**
 * Where a page's first screen ends (its loader places it: contracts/first-screen.ts). Until a
 * stylesheet linked in the body has loaded, Chromium paints what comes before it and holds the
 * parser there, and Safari paints what comes before it and renders nothing after it (Firefox
 * goes on). So the first frame lays out the first screen rather than the whole page. The file
 * holds no rules and is cached like every asset: a later page of the visit does not wait for
 * it (decision 032).
 */
export function FirstScreenEnd() {
  return <link rel="stylesheet" href={href} />;
}

/** A page's parts with its first screen's end before the part at `at` (-1: the page has none). */
export function withFirstScreenEnd(parts: ReactNode[], at: number): ReactNode[] {
  if (at < 0) return parts;
  return [...parts.slice(0, at), <FirstScreenEnd key="first-screen-end" />, ...parts.slice(at)];
}
