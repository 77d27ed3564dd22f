/**
 * The median of the figures that were measured: a missing one (NaN, as a load that never
 * became ready reports) is left out, and there is none (NaN) when none was measured. Of an
 * even count, the upper of the two middle figures: always a figure some run produced.
 */
export function median(values: readonly number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}
