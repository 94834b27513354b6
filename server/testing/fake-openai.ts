import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for the chat's model path: POST /v1/chat/completions with
 * `stream: true` answered as OpenAI does, in `chat.completion.chunk` server-sent events.
 *
 * - `tool-then-text`: without a tool result in the conversation it calls a tool (`toolName`, with
 *   `toolArguments`); with one, it streams a final text built from that result by `reply`.
 * - `fail`: answers HTTP 500 with an OpenAI error body.
 * - `silent`: sends the headers, then nothing.
 * - `tool-loop`: calls the tool every time, never answering.
 * - `slow-text`: streams `slowChunks` pieces of text, one every `slowMs`.
 */
export type FakeMode = 'tool-then-text' | 'tool-loop' | 'fail' | 'silent' | 'slow-text';

export interface FakeRequest {
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: unknown; tool_calls?: unknown }[];
    tools?: { function: { name: string } }[];
  };
  authorization: string | undefined;
  /** The client closed the connection before the answer was complete. */
  aborted: boolean;
  /** The answer was written to its end. */
  finished: boolean;
}

export interface FakeOpenAI {
  /** The base URL to configure: `http://127.0.0.1:<port>/v1`. */
  url: string;
  requests: FakeRequest[];
  mode: FakeMode;
  toolName: string;
  toolArguments: string;
  /** The final text from the tool's result (the parsed JSON of the tool message). */
  reply: (toolResult: unknown) => string;
  slowChunks: number;
  slowMs: number;
  close(): Promise<void>;
}

const chunk = (delta: object, finishReason: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'fake-model',
  choices: [{ index: 0, delta, finish_reason: finishReason }],
});

const usage = (prompt: number, completion: number) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'fake-model',
  choices: [],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});

/** Pieces of a few characters, as a model streams them. */
const pieces = (text: string) => text.match(/[\s\S]{1,7}/g) ?? [];

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: Omit<FakeOpenAI, 'url' | 'close'> = {
    requests: [],
    mode: 'tool-then-text',
    toolName: 'stockout_risks',
    toolArguments: '{}',
    reply: () => 'Done.',
    slowChunks: 200,
    slowMs: 50,
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const part of request) raw += part;
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const record: FakeRequest = {
      body: JSON.parse(raw) as FakeRequest['body'],
      authorization: request.headers.authorization,
      aborted: false,
      finished: false,
    };
    fake.requests.push(record);
    response.on('close', () => {
      if (!response.writableFinished) record.aborted = true;
    });
    if (fake.mode === 'fail') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"The fake model is down","type":"server_error"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: object | string) =>
      response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    if (fake.mode === 'silent') return;

    if (fake.mode === 'slow-text') {
      send(chunk({ role: 'assistant', content: '' }));
      for (let index = 0; index < fake.slowChunks && !record.aborted; index++) {
        send(chunk({ content: `word${index} ` }));
        await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
      }
      if (record.aborted) return;
      send(chunk({}, 'stop'));
      send('[DONE]');
      record.finished = true;
      response.end();
      return;
    }

    const toolMessage = [...record.body.messages].reverse().find((message) => message.role === 'tool');
    if (!toolMessage || fake.mode === 'tool-loop') {
      send(
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: fake.toolName, arguments: '' } }],
        }),
      );
      const half = Math.ceil(fake.toolArguments.length / 2);
      for (const argumentsPart of [fake.toolArguments.slice(0, half), fake.toolArguments.slice(half)]) {
        send(chunk({ tool_calls: [{ index: 0, function: { arguments: argumentsPart } }] }));
      }
      send(chunk({}, 'tool_calls'));
      send(usage(120, 15));
    } else {
      const content =
        typeof toolMessage.content === 'string' ? toolMessage.content : JSON.stringify(toolMessage.content);
      let result: unknown;
      try {
        result = JSON.parse(content);
      } catch {
        result = content;
      }
      send(chunk({ role: 'assistant', content: '' }));
      for (const piece of pieces(fake.reply(result))) send(chunk({ content: piece }));
      send(chunk({}, 'stop'));
      send(usage(400, 30));
    }
    send('[DONE]');
    record.finished = true;
    response.end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
