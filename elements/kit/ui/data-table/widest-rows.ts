/** How many of each column's longest texts the sizer lays out. */
const WIDEST_PER_COLUMN = 8;

/**
 * A text's width in a proportional font, roughly, in ems: enough to tell which of a column's texts
 * are the widest (`ACM-STW-114` is wider than `ACM-LBL-108`, though as long).
 */
export function estimatedWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[MWmw@%]/.test(char)) width += 0.9;
    else if (/[A-Z]/.test(char)) width += 0.7;
    else if (/[ilIjtf.,:;'|! ]/.test(char)) width += 0.3;
    else width += 0.58;
  }
  return width;
}

/**
 * The rows whose cells are likely the widest: each column's few widest distinct texts by that
 * estimate. A row that still proves wider than its column wraps; none is cut.
 */
export function widestRows(texts: readonly (readonly string[])[], columnCount: number): number[] {
  const chosen = new Set<number>();
  for (let column = 0; column < columnCount; column++) {
    const widest = new Map<string, { position: number; width: number }>();
    let narrowest = -1;
    for (let position = 0; position < texts.length; position++) {
      const text = texts[position]![column]!;
      if (widest.has(text) || text.length * 0.9 < narrowest) continue;
      const width = estimatedWidth(text);
      if (width < narrowest) continue;
      widest.set(text, { position, width });
      if (widest.size > WIDEST_PER_COLUMN) {
        const [drop] = [...widest].reduce((a, b) => (b[1].width < a[1].width ? b : a));
        widest.delete(drop);
      }
      if (widest.size === WIDEST_PER_COLUMN) narrowest = Math.min(...[...widest.values()].map((kept) => kept.width));
    }
    for (const { position } of widest.values()) chosen.add(position);
  }
  return [...chosen].sort((a, b) => a - b);
}
