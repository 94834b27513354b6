/** A node of the syntax tree Vite's parseSync gives (ESTree, with source offsets), read loosely. */
export interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isSyntaxNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';
