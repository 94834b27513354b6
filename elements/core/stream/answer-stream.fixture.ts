import type { UIMessageChunk } from './ui-message-chunk';

/** An answer's chunks as the server writes them: start, one text part of `deltas`, finish. */
export const answerChunks = (messageId: string, deltas: readonly string[]): UIMessageChunk[] => [
  { type: 'start', messageId },
  { type: 'text-start', id: 't1' },
  ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't1', delta })),
  { type: 'text-end', id: 't1' },
  { type: 'finish' },
];

/** Chunks as the UI message stream's SSE text, `data: [DONE]` last. */
export const sseOf = (chunks: readonly object[]): string =>
  `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
