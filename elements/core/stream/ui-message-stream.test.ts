import { describe, expect, it } from 'vitest';
import { UIMessageStreamError } from './stream-error';
import type { UIMessageChunk } from './ui-message-chunk';
import { readUIMessageStream } from './ui-message-stream';

const encoder = new TextEncoder();

/** A body made of the given byte pieces; `open` leaves it waiting for more after the last one. */
function bodyOf(pieces: Uint8Array[], { open = false } = {}) {
  const cancelled: unknown[] = [];
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else if (!open) controller.close();
      else return new Promise<void>(() => undefined);
    },
    cancel(reason) {
      cancelled.push(reason);
    },
  });
  return { body, cancelled };
}

const textBody = (text: string, options?: { open?: boolean }) => bodyOf([encoder.encode(text)], options);

async function readAll(body: ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const chunks: UIMessageChunk[] = [];
  try {
    for await (const chunk of readUIMessageStream(body, { signal })) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error };
  }
}

// CRLF, a lone CR, a comment, data split over two lines, an unknown chunk type, multi-byte text.
const sample = [
  'data: {"type":"start","messageId":"msg_1"}\n\n',
  'data: {"type":"text-start","id":"t1"}\n\n',
  'data: {"type":"text-delta","id":"t1","delta":"Héllo, "}\r\n\r\n',
  ': keep-alive\n',
  'data: {"type":"text-delta","id":"t1",\ndata:"delta":"wörld 👋"}\n\n',
  'data: {"type":"reasoning-start","id":"r1"}\n\n',
  'data: {"type":"text-end","id":"t1"}\r\r',
  'data: {"type":"finish"}\n\n',
  'data: [DONE]\n\n',
].join('');

const sampleChunks: UIMessageChunk[] = [
  { type: 'start', messageId: 'msg_1' },
  { type: 'text-start', id: 't1' },
  { type: 'text-delta', id: 't1', delta: 'Héllo, ' },
  { type: 'text-delta', id: 't1', delta: 'wörld 👋' },
  { type: 'text-end', id: 't1' },
  { type: 'finish' },
];

const sampleBytes = encoder.encode(sample);

describe('readUIMessageStream', () => {
  it('yields the chunks in order, skipping types it does not know, until [DONE]', async () => {
    const { body } = textBody(sample);
    expect(await readAll(body)).toEqual({ chunks: sampleChunks, error: undefined });
  });

  it('reads the same chunks however the bytes are split in two', async () => {
    for (let at = 0; at <= sampleBytes.length; at++) {
      const { body } = bodyOf([sampleBytes.slice(0, at), sampleBytes.slice(at)]);
      const result = await readAll(body);
      expect(result, `split at byte ${at}`).toEqual({ chunks: sampleChunks, error: undefined });
    }
  });

  it('reads the same chunks one byte at a time', async () => {
    const { body } = bodyOf([...sampleBytes].map((byte) => Uint8Array.of(byte)));
    expect(await readAll(body)).toEqual({ chunks: sampleChunks, error: undefined });
  });

  it('stops at [DONE], ignores what follows, and cancels and releases the body', async () => {
    const { body, cancelled } = textBody('data: {"type":"start"}\n\ndata: [DONE]\n\ndata: {"type":"finish"}\n\n', {
      open: true,
    });
    expect(await readAll(body)).toEqual({ chunks: [{ type: 'start' }], error: undefined });
    expect(cancelled).toHaveLength(1);
    expect(body.locked).toBe(false);
  });

  it('fails as interrupted when the body ends before [DONE], dropping an unfinished event', async () => {
    const { body } = textBody('data: {"type":"start"}\n\ndata: {"type":"finish"}\n');
    const { chunks, error } = await readAll(body);
    expect(chunks).toEqual([{ type: 'start' }]);
    expect(error).toBeInstanceOf(UIMessageStreamError);
    expect((error as UIMessageStreamError).kind).toBe('interrupted');
  });

  it('fails as interrupted, with the cause, when the body errors', async () => {
    const failure = new TypeError('network error');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"type":"start"}\n\n'));
        controller.error(failure);
      },
    });
    const { error } = await readAll(body);
    expect((error as UIMessageStreamError).kind).toBe('interrupted');
    expect((error as UIMessageStreamError).cause).toBe(failure);
  });

  it('surfaces an error chunk as a typed error carrying its text, after the chunks before it', async () => {
    const { body, cancelled } = textBody(
      'data: {"type":"start"}\n\ndata: {"type":"error","errorText":"The model is overloaded"}\n\ndata: [DONE]\n\n',
      { open: true },
    );
    const { chunks, error } = await readAll(body);
    expect(chunks).toEqual([{ type: 'start' }]);
    expect(error).toMatchObject({ kind: 'error-chunk', message: 'The model is overloaded' });
    expect(cancelled).toHaveLength(1);
    expect(body.locked).toBe(false);
  });

  it.each([
    ['bad JSON', 'data: {"type":"text-delta",\n\n'],
    ['not an object', 'data: 42\n\n'],
    ['no type', 'data: {"id":"t1"}\n\n'],
    ['a known type missing a field', 'data: {"type":"text-delta","id":"t1"}\n\n'],
    ['a field of the wrong type', 'data: {"type":"error","errorText":{"message":"x"}}\n\n'],
  ])('surfaces %s as a malformed-chunk error', async (_case, line) => {
    const { body } = textBody(`data: {"type":"start"}\n\n${line}data: [DONE]\n\n`);
    const { chunks, error } = await readAll(body);
    expect(chunks).toEqual([{ type: 'start' }]);
    expect(error).toBeInstanceOf(UIMessageStreamError);
    expect((error as UIMessageStreamError).kind).toBe('malformed');
  });

  it('stops mid-stream when aborted: throws the abort reason, cancels and releases the body', async () => {
    const { body, cancelled } = textBody('data: {"type":"start"}\n\ndata: {"type":"text-start","id":"t1"}\n\n', {
      open: true,
    });
    const controller = new AbortController();
    const chunks: UIMessageChunk[] = [];
    const reading = (async () => {
      for await (const chunk of readUIMessageStream(body, { signal: controller.signal })) chunks.push(chunk);
    })();
    await expect.poll(() => chunks.length).toBe(2);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled[0]).toBe(controller.signal.reason);
    expect(body.locked).toBe(false);
  });

  it('reads nothing when the signal is already aborted', async () => {
    const { body, cancelled } = textBody('data: {"type":"start"}\n\n');
    const { chunks, error } = await readAll(body, AbortSignal.abort());
    expect(chunks).toEqual([]);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(cancelled).toHaveLength(1);
    expect(body.locked).toBe(false);
  });

  it('cancels and releases the body when the reader stops early', async () => {
    const { body, cancelled } = textBody('data: {"type":"start"}\n\ndata: {"type":"finish"}\n\n', { open: true });
    for await (const chunk of readUIMessageStream(body)) {
      expect(chunk.type).toBe('start');
      break;
    }
    expect(cancelled).toHaveLength(1);
    expect(body.locked).toBe(false);
  });
});
