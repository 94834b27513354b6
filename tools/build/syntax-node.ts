/** A node of the syntax tree Vite's parseSync gives (ESTree, with source offsets), read loosely. */
export interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isSyntaxNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** `code` with each [start, end) range replaced by its text; ranges must not overlap. */
export function withEdits(code: string, edits: [start: number, end: number, text: string][]): string {
  let edited = code;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0])) {
    edited = edited.slice(0, start) + text + edited.slice(end);
  }
  return edited;
}
