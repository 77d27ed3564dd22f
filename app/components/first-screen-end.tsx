import type { ReactNode } from "react";
import { type FirstScreenEnds, NARROW_SCREEN } from "#contracts/first-screen.ts";
import href from "./first-screen-end.css?url&no-inline";

/**
 * Where a page's first screen ends (its loader places it: contracts/first-screen.ts). Until a
 * stylesheet linked in the body has loaded, Chromium paints what comes before it and holds the
 * parser there, and Safari paints what comes before it and renders nothing after it (Firefox
 * goes on). So the first frame lays out the first screen rather than the whole page. A link
 * whose `media` does not match the screen holds nothing back. The file holds no rules and is
 * cached like every asset: a later page of the visit does not wait for it (decision 032).
 */
export function FirstScreenEnd({ media }: { media?: string }) {
  return <link rel="stylesheet" href={href} media={media} />;
}

/** A page's parts with its first screen's ends before the parts they name. */
export function withFirstScreenEnd(parts: ReactNode[], ends: FirstScreenEnds): ReactNode[] {
  const withEnds = [...parts];
  if (ends.wide >= 0) {
    withEnds.splice(ends.wide, 0, <FirstScreenEnd key="first-screen-end" />);
  }
  // Where both ends fall on the same part, the one for every screen serves a narrow screen too.
  if (ends.narrow >= 0 && ends.narrow !== ends.wide) {
    withEnds.splice(
      ends.narrow,
      0,
      <FirstScreenEnd key="first-screen-end-narrow" media={NARROW_SCREEN} />,
    );
  }
  return withEnds;
}
