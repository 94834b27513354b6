import { readEventStreamData } from './event-stream';
import { UIMessageStreamError } from './stream-error';
import { parseUIMessageChunk, type UIMessageChunk } from './ui-message-chunk';

export const DONE_DATA = '[DONE]';

/**
 * The chunks of an AI SDK UI message stream (a fetch response's body), in order, until
 * `data: [DONE]`. Throws a UIMessageStreamError for an `error` chunk, a malformed chunk, or a body
 * that fails or ends before [DONE]; throws the signal's reason when aborted. However it ends, the
 * body is cancelled and its reader released.
 *
 * ```ts
 * for await (const chunk of readUIMessageStream(response.body, { signal })) {
 *   if (chunk.type === 'text-delta') append(chunk.id, chunk.delta);
 * }
 * ```
 */
export async function* readUIMessageStream(
  body: ReadableStream<Uint8Array>,
  { signal }: { signal?: AbortSignal } = {},
): AsyncGenerator<UIMessageChunk, void, undefined> {
  try {
    for await (const data of readEventStreamData(body, signal)) {
      if (data === DONE_DATA) return;
      const chunk = parseUIMessageChunk(data);
      if (chunk?.type === 'error') throw new UIMessageStreamError('error-chunk', chunk.errorText);
      if (chunk) yield chunk;
    }
  } catch (error) {
    if (error instanceof UIMessageStreamError || signal?.aborted) throw error;
    throw new UIMessageStreamError('interrupted', 'The stream failed before it finished', { cause: error });
  }
  throw new UIMessageStreamError('interrupted', `The stream ended before ${DONE_DATA}`);
}
