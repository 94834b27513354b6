import {
  AbstractChat,
  type ChatInit,
  type ChatState,
  type ChatStatus,
  DefaultChatTransport,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import type { ChatMessageMetadata } from '../../contract/chat.ts';

/** useChat's state, kept in memory: the `ai` package's own chat machinery, run in node. */
class MemoryChatState implements ChatState<UIMessage> {
  status: ChatStatus = 'ready';
  error: Error | undefined = undefined;
  constructor(public messages: UIMessage[]) {}
  pushMessage = (message: UIMessage) => {
    this.messages = [...this.messages, message];
  };
  popMessage = () => {
    this.messages = this.messages.slice(0, -1);
  };
  replaceMessage = (index: number, message: UIMessage) => {
    this.messages = this.messages.map((existing, at) => (at === index ? message : existing));
  };
  snapshot = <T>(thing: T): T => structuredClone(thing);
}

/** What useChat does in a browser, here: sendMessage, stop, regenerate over DefaultChatTransport. */
export class NodeChat extends AbstractChat<UIMessage> {
  constructor(init: Omit<ChatInit<UIMessage>, 'transport'> & { api: string; token: string; body?: object }) {
    const { api, token, body, messages, ...rest } = init;
    super({
      ...rest,
      transport: new DefaultChatTransport({ api, headers: { Authorization: `Bearer ${token}` }, body }),
      state: new MemoryChatState(messages ?? []),
    });
  }
}

/** The text of a UI message's text parts. */
export const messageText = (message: { parts: { type: string; text?: string }[] } | undefined) =>
  (message?.parts ?? [])
    .filter((part) => part.type === 'text')
    .map((part) => part.text ?? '')
    .join('');

export interface RawAnswer {
  status: number;
  headers: Headers;
  /** The JSON body of a refused request. */
  json?: { error: { code: string; message: string } };
  /** Every `data:` line in order, `[DONE]` included. */
  lines: string[];
  chunks: UIMessageChunk[];
  text: string;
  finish?: ChatMessageMetadata;
  errorText?: string;
  /** Milliseconds from sending to the first text-delta. */
  firstDeltaMs?: number;
  /** How many reads of the body carried data: more than one means it streamed. */
  reads: number;
}

let counter = 0;
export const uniqueId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** POST /api/chat over plain fetch, the stream read as it arrives. */
export async function askChat(
  baseUrl: string,
  token: string | undefined,
  text: string,
  options: { id?: string; channel?: string; messageId?: string; extra?: Record<string, unknown> } = {},
): Promise<RawAnswer> {
  const body = {
    id: options.id ?? uniqueId('conv'),
    trigger: 'submit-message',
    messages: [{ id: options.messageId ?? uniqueId('msg'), role: 'user', parts: [{ type: 'text', text }] }],
    ...(options.channel ? { channel: options.channel } : {}),
    ...options.extra,
  };
  return postChat(baseUrl, token, JSON.stringify(body));
}

export async function postChat(
  baseUrl: string,
  token: string | undefined,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Promise<RawAnswer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const answer: RawAnswer = {
    status: response.status,
    headers: response.headers,
    lines: [],
    chunks: [],
    text: '',
    reads: 0,
  };
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    answer.json = (await response.json()) as RawAnswer['json'];
    return answer;
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    answer.reads++;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!event.startsWith('data: ')) continue;
      const data = event.slice(6);
      answer.lines.push(data);
      if (data === '[DONE]') continue;
      const chunk = JSON.parse(data) as UIMessageChunk;
      answer.chunks.push(chunk);
      if (chunk.type === 'text-delta') {
        answer.firstDeltaMs ??= performance.now() - started;
        answer.text += chunk.delta;
      } else if (chunk.type === 'finish') answer.finish = chunk.messageMetadata as ChatMessageMetadata;
      else if (chunk.type === 'error') answer.errorText = chunk.errorText;
    }
  }
  return answer;
}
