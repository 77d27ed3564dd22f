/**
 * What a first load must reach beside the peers (SPEC §20; decisions 030–033): each target is
 * this site's median as a ratio to one peer's, at most `atMost`, on every page measured.
 */
export const FIRST_LOAD_TARGETS = [
  { measure: "first paint", versus: "astro", atMost: 0.9 },
  { measure: "largest paint", versus: "best peer", atMost: 0.9 },
  { measure: "ready for input", versus: "astro", atMost: 0.5 },
  { measure: "next document's first paint", versus: "astro", atMost: 0.8 },
  { measure: "document bytes", versus: "astro", atMost: 1.25 },
] as const;

export type FirstLoadTarget = (typeof FIRST_LOAD_TARGETS)[number];

export interface TargetCheck {
  /** The peer compared with: the target's own, or the best of those measured. */
  peer: string;
  ratio: number;
  met: boolean;
}

/**
 * This site's figure against the target's peer (`peers`: each measured peer's figure; lower is
 * better). None when that peer was not measured or either figure is missing.
 */
export function checkTarget(
  target: FirstLoadTarget,
  ours: number,
  peers: Readonly<Record<string, number>>,
): TargetCheck | undefined {
  const measured = Object.entries(peers).filter(([, value]) => Number.isFinite(value) && value > 0);
  const compared =
    target.versus === "best peer"
      ? measured.sort(([, a], [, b]) => a - b)[0]
      : measured.find(([name]) => name === target.versus);
  if (!compared || !Number.isFinite(ours)) return undefined;
  const [peer, theirs] = compared;
  const ratio = ours / theirs;
  return { peer, ratio, met: ratio <= target.atMost };
}
