/** One benchmark figure, printed beside its target and its reference. */
export interface Figure {
  name: string;
  value: string;
  target: string;
  reference: string;
  meetsTarget: boolean | null;
}

export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n## ${title}`);
  const rows = [
    ['figure', 'measured', 'target', 'reference', ''],
    ...figures.map((figure) => [
      figure.name,
      figure.value,
      figure.target,
      figure.reference,
      figure.meetsTarget === null ? '' : figure.meetsTarget ? 'ok' : 'MISSED',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile: the smallest value at least p% of the values do not exceed. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
