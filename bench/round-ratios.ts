/**
 * The ratios of one build's figure to another's, round by round: a round measures each build
 * once, back to back, so the two figures of a round met the same machine. Rounds where either
 * figure is missing are left out; the ratios come sorted.
 */
export function roundRatios(ours: readonly number[], theirs: readonly number[]): number[] {
  return ours
    .flatMap((value, round) => {
      const other = theirs[round];
      return other === undefined ? [] : [value / other];
    })
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

/** The middle half of sorted values, first to third quartile (nearest rank), as `0.55–0.66`. */
export function middleHalf(sorted: readonly number[]): string {
  if (sorted.length === 0) return "—";
  const at = (quantile: number) => sorted[Math.round((sorted.length - 1) * quantile)] ?? Number.NaN;
  return `${at(0.25).toFixed(2)}–${at(0.75).toFixed(2)}`;
}
