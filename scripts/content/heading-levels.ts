/**
 * The level a text's heading takes on its page, from its level as written: the text's highest
 * (of `levels`, as written) one level below the heading it stands under (`under`: the page's
 * title, 1, or a release's heading, 2), the others keeping their steps from it, none below 6.
 */
export function levelsUnder(levels: readonly number[], under: number): (level: number) => number {
  const highest = Math.min(...levels);
  return (level) => Math.min(6, level - highest + under + 1);
}
