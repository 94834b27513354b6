import { describe, expect, it } from 'vitest';
import { answerChunks } from '../../core/stream/answer-stream.fixture';
import type { UIMessageChunk } from '../../core/stream/ui-message-chunk';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  chatRequestBody,
  initialChatState,
  lastUserMessage,
  regeneratableAnswer,
} from './chat-state';

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, state);
const chunks = (...list: UIMessageChunk[]): ChatAction[] => list.map((chunk) => ({ type: 'chunk', chunk }));
const submit = (id: string, text: string, answerId = `pending_${id}`): ChatAction => ({
  type: 'submit',
  message: { id, text },
  answerId,
});

const answered = run(
  initialChatState('c1'),
  submit('u1', 'Do I have any stockout risks?'),
  ...chunks(
    { type: 'start', messageId: 'msg_1' },
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: '**13** positions ' },
    { type: 'text-delta', id: 't1', delta: 'are at risk.' },
    { type: 'text-end', id: 't1' },
    { type: 'finish', messageMetadata: { tokens: 12 } },
  ),
  { type: 'finished' },
);

describe('the chat state', () => {
  it('shows the question at once, then the answer as it is written, under the id the server gave it', () => {
    const asked = run(initialChatState('c1'), submit('u1', 'Hi'));
    expect(asked.busy).toBe(true);
    expect(asked.messages).toEqual([
      { id: 'u1', role: 'user', text: 'Hi', status: 'done' },
      { id: 'pending_u1', role: 'assistant', text: '', status: 'streaming' },
    ]);
    const writing = run(
      asked,
      ...chunks({ type: 'start', messageId: 'msg_1' }, { type: 'text-delta', id: 't', delta: 'Hel' }),
    );
    expect(writing.messages[1]).toEqual({ id: 'msg_1', role: 'assistant', text: 'Hel', status: 'streaming' });
    expect(answered.busy).toBe(false);
    expect(answered.messages[1]).toEqual({
      id: 'msg_1',
      role: 'assistant',
      text: '**13** positions are at risk.',
      status: 'done',
    });
  });

  it('shows an answer resumed after a dropped connection once: its replay begins it over', () => {
    const resumed = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks(...answerChunks('msg_1', ['Hel']).slice(0, 3)),
      // The connection dropped; GET /chat/:id/stream sends the answer again from its start.
      ...chunks(...answerChunks('msg_1', ['Hel', 'lo.'])),
      { type: 'finished' },
    );
    expect(resumed.messages).toEqual([
      { id: 'u1', role: 'user', text: 'Hi', status: 'done' },
      { id: 'msg_1', role: 'assistant', text: 'Hello.', status: 'done' },
    ]);
  });

  it('keeps a stopped answer as far as it got, marked stopped', () => {
    const stopped = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks({ type: 'text-delta', id: 't', delta: 'Part' }),
      { type: 'stopped' },
    );
    expect(stopped.busy).toBe(false);
    expect(stopped.messages.at(-1)).toMatchObject({ text: 'Part', status: 'stopped' });
  });

  it('marks an answer that ended short with why, keeping its text', () => {
    const broken = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks({ type: 'text-delta', id: 't', delta: 'Part' }),
      { type: 'interrupted', message: 'The model is overloaded' },
    );
    expect(broken.messages.at(-1)).toMatchObject({ text: 'Part', status: 'error', error: 'The model is overloaded' });
    const finishedWithError = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks({ type: 'finish', messageMetadata: { error: 'Too slow' } }),
      { type: 'finished' },
    );
    expect(finishedWithError.messages.at(-1)).toMatchObject({ status: 'error', error: 'Too slow' });
  });

  it('keeps a message the server refused to take for now, to be sent again, with the failure', () => {
    const limited = run(initialChatState('c1'), submit('u1', 'Hi'), {
      type: 'fail',
      failure: { kind: 'rate-limited', message: 'Please wait 30 seconds', retryAt: 1000 },
    });
    expect(limited.messages).toEqual([{ id: 'u1', role: 'user', text: 'Hi', status: 'done' }]);
    expect(limited.failure).toEqual({ kind: 'rate-limited', message: 'Please wait 30 seconds', retryAt: 1000 });
    expect(lastUserMessage(limited)?.text).toBe('Hi');
    const retried = run(limited, submit('u1', 'Hi', 'pending_2'));
    expect(retried.failure).toBeNull();
    expect(retried.messages.map((message) => message.id)).toEqual(['u1', 'pending_2']);
  });

  it('takes a refused message (too long) out of the conversation, to be changed', () => {
    const refused = run(answered, submit('u2', 'x'.repeat(5000)), {
      type: 'fail',
      failure: { kind: 'refused', message: 'Your message is 5,000 characters long' },
    });
    expect(refused.messages).toEqual(answered.messages);
  });

  it('lets a new message take the place of one that failed to send', () => {
    const failed = run(answered, submit('u2', 'first try'), {
      type: 'fail',
      failure: { kind: 'network', message: 'offline' },
    });
    const next = run(failed, submit('u3', 'something else'));
    expect(next.messages.map((message) => message.id)).toEqual(['u1', 'msg_1', 'u3', 'pending_u3']);
  });

  it('writes an answer that ended short again, replacing it, and offers nothing to retry on a whole answer', () => {
    expect(regeneratableAnswer(answered)).toBeUndefined();
    const stopped = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks({ type: 'start', messageId: 'msg_1' }, { type: 'text-delta', id: 't', delta: 'Part' }),
      { type: 'stopped' },
    );
    expect(regeneratableAnswer(stopped)?.id).toBe('msg_1');
    const cutOff = run(initialChatState('c1'), submit('u1', 'Hi'), { type: 'interrupted', message: 'Dropped' });
    expect(regeneratableAnswer(cutOff)?.status).toBe('error');
    const wordless = run(initialChatState('c1'), submit('u1', 'Hi'), { type: 'finished' });
    expect(regeneratableAnswer(wordless)?.text).toBe('');
    const again = run(stopped, { type: 'regenerate', answerId: 'pending_r' });
    expect(again.messages.map((message) => [message.id, message.status])).toEqual([
      ['u1', 'done'],
      ['pending_r', 'streaming'],
    ]);
    expect(regeneratableAnswer(again)).toBeUndefined();
  });

  it('joins the text parts of one answer as paragraphs, and ignores chunks when nothing is asked', () => {
    const twoParts = run(
      initialChatState('c1'),
      submit('u1', 'Hi'),
      ...chunks(
        { type: 'text-start', id: 'a' },
        { type: 'text-delta', id: 'a', delta: 'One.' },
        { type: 'text-start', id: 'b' },
        { type: 'text-delta', id: 'b', delta: 'Two.' },
      ),
    );
    expect(twoParts.messages.at(-1)?.text).toBe('One.\n\nTwo.');
    expect(run(answered, ...chunks({ type: 'text-delta', id: 'x', delta: 'late' }))).toEqual(answered);
  });

  it('restores a stored conversation, stopped and failed answers marked', () => {
    const restored = run(initialChatState('new'), {
      type: 'restore',
      conversation: {
        id: 'c9',
        title: 'Hi',
        messages: [
          { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] },
          { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Hel' }], metadata: { stopped: true } },
          { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Again' }] },
          { id: 'a2', role: 'assistant', parts: [{ type: 'text', text: '' }], metadata: { error: 'Too slow' } },
        ],
      },
    });
    expect(restored.conversationId).toBe('c9');
    expect(restored.messages.map((message) => [message.id, message.status, message.error])).toEqual([
      ['u1', 'done', undefined],
      ['a1', 'stopped', undefined],
      ['u2', 'done', undefined],
      ['a2', 'error', 'Too slow'],
    ]);
  });

  it("builds DefaultChatTransport's body with the message to answer, leaving out an unknown channel", () => {
    expect(
      chatRequestBody(
        'c1',
        { id: 'u1', text: 'Hi' },
        { trigger: 'submit-message', channel: 'east', configName: 'supplyChain' },
      ),
    ).toEqual({
      id: 'c1',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
      trigger: 'submit-message',
      channel: 'east',
      configName: 'supplyChain',
    });
    expect(
      chatRequestBody(
        'c1',
        { id: 'u1', text: 'Hi' },
        { trigger: 'regenerate-message', messageId: 'msg_1', channel: 'central', configName: 'other' },
      ),
    ).toEqual({
      id: 'c1',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
      trigger: 'regenerate-message',
      messageId: 'msg_1',
    });
  });
});
