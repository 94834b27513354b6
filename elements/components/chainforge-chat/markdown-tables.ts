/** GitHub's tables in chat answers: a header row, a delimiter row giving each column's alignment, then rows. */

export type Align = 'left' | 'center' | 'right' | null;

const DELIMITER_CELL = /^:?-+:?$/;

export function splitCells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let index = 0; index < row.length; index++) {
    const char = row[index];
    if (char === '\\' && row[index + 1] === '|') {
      cell += '|';
      index++;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

export function delimiterRow(line: string | undefined): Align[] | null {
  if (line === undefined || !line.includes('-') || !/^[\s|:-]+$/.test(line)) return null;
  const cells = splitCells(line);
  if (!cells.every((cell) => DELIMITER_CELL.test(cell))) return null;
  return cells.map((cell) =>
    cell.startsWith(':') && cell.endsWith(':')
      ? 'center'
      : cell.endsWith(':')
        ? 'right'
        : cell.startsWith(':')
          ? 'left'
          : null,
  );
}

export function isTableStart(lines: readonly string[], index: number): boolean {
  const line = lines[index];
  if (line === undefined || !line.includes('|')) return false;
  const align = delimiterRow(lines[index + 1]);
  return align !== null && align.length === splitCells(line).length;
}

export /**
 * A table row appears when its line is complete, and a table when its delimiter row has come: the
 * answer's unfinished last line is held back when it belongs to a table, and so is a lone header
 * row still waiting for its delimiter row.
 */
function withoutUnfinishedTableRows(text: string): string {
  let kept = text;
  const lastBreak = kept.lastIndexOf('\n');
  const lastLine = kept.slice(lastBreak + 1);
  if (lastLine.trimStart().startsWith('|')) kept = kept.slice(0, lastBreak + 1);
  const lines = kept.split('\n');
  const complete = lines.at(-1) === '' ? lines.slice(0, -1) : lines;
  const last = complete.at(-1);
  const before = complete.at(-2);
  if (last?.trimStart().startsWith('|') && !delimiterRow(last) && !(before?.includes('|') ?? false)) {
    kept = complete.slice(0, -1).join('\n');
  }
  return kept;
}
