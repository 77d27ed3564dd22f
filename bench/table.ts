/** A plain-text table with aligned columns. */
export function table(headings: string[], rows: Array<Array<string | number>>) {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: Array<string | number>) =>
    cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  ");
  return [line(headings), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}
