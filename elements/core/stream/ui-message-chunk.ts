import { UIMessageStreamError } from './stream-error';

/** The chunks of the AI SDK's UI message stream that a text chat reads. */
export type UIMessageChunk =
  | { type: 'start'; messageId?: string; messageMetadata?: unknown }
  | { type: 'text-start'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'text-end'; id: string }
  | { type: 'finish'; finishReason?: string; messageMetadata?: unknown };

export interface ErrorChunk {
  type: 'error';
  errorText: string;
}

type KnownType = UIMessageChunk['type'] | ErrorChunk['type'];

/** The string fields each known chunk must carry; the rest of a chunk is passed on as sent. */
const requiredStrings: Record<KnownType, readonly string[]> = {
  start: [],
  'text-start': ['id'],
  'text-delta': ['id', 'delta'],
  'text-end': ['id'],
  finish: [],
  error: ['errorText'],
};

const isKnownType = (type: string): type is KnownType => Object.hasOwn(requiredStrings, type);

/**
 * One event's data as a chunk. Types this reader does not know (steps, reasoning, tools, sources,
 * `data-*` parts) give undefined: the SDK adds types over time, and a text chat can ignore them.
 */
export function parseUIMessageChunk(data: string): UIMessageChunk | ErrorChunk | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    throw malformed(data, { cause: error });
  }
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    throw malformed(data);
  }
  const chunk = value as Record<string, unknown> & { type: string };
  if (!isKnownType(chunk.type)) return undefined;
  if (requiredStrings[chunk.type].some((field) => typeof chunk[field] !== 'string')) throw malformed(data);
  return chunk as unknown as UIMessageChunk | ErrorChunk;
}

const SHOWN_DATA_LENGTH = 200;

function malformed(data: string, options?: { cause?: unknown }): UIMessageStreamError {
  const shown = data.length > SHOWN_DATA_LENGTH ? `${data.slice(0, SHOWN_DATA_LENGTH)}…` : data;
  return new UIMessageStreamError('malformed', `Not a UI message chunk: ${shown}`, options);
}
