import type { AxiosRequestConfig } from 'axios';
import { callProductApi } from './api-client';
import { ClientError, SERVER_UNREACHABLE_MESSAGE, readClientError } from './client-error';
import type {
  AgentSettings,
  AgentSettingsUpdate,
  ChatConversation,
  ChatConversationSummary,
  ChatRequestBody,
} from '../../contract/chat';
import { UIMessageStreamError } from './stream/stream-error';
import type { UIMessageChunk } from './stream/ui-message-chunk';
import { readUIMessageStream } from './stream/ui-message-stream';

// The chat's calls on the product API's call path: POST /chat (a UI message stream), the conversations and
// the agent settings. `apiUrl` is an element's own product API base (its `api-url` attribute);
// without it the runtime configuration's is used, as for every other call.

export const CHAT_NOT_IN_PLAN = "The chat agent is not part of your account's plan.";
export const CHAT_CONNECTION_DROPPED =
  'The connection dropped before the answer finished. Check your connection and try again.';
export const CHAT_SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const UNREADABLE_ANSWER = 'The answer could not be read. Please try again.';

/** A path of the product API, absolute when the element names its own API base. */
function chatUrl(path: string, apiUrl: string | undefined): string {
  return apiUrl ? `${apiUrl.replace(/\/+$/, '')}${path}` : path;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Whatever a chat call threw, as a ClientError in the chat's words; an abort is passed on as it is.
 * The chat tells no other kind than these: anything unreadable is a failure to reach the server.
 */
export async function toChatError(error: unknown, signal?: AbortSignal): Promise<unknown> {
  if (signal?.aborted) return signal.reason ?? error;
  if (error instanceof UIMessageStreamError) {
    const message =
      error.kind === 'error-chunk'
        ? error.message
        : error.kind === 'malformed'
          ? UNREADABLE_ANSWER
          : CHAT_CONNECTION_DROPPED;
    return new ClientError('interrupted', message, { cause: error });
  }
  const failure = await readClientError(error);
  const { kind, status, serverMessage } = failure;
  const reworded = (message: string, kindShown = kind) =>
    new ClientError(kindShown, message, {
      status,
      code: failure.code,
      retryAfterSeconds: failure.retryAfterSeconds,
      serverMessage,
      cause: error,
    });
  switch (kind) {
    case 'expired-session':
      return reworded(CHAT_SESSION_EXPIRED);
    case 'forbidden':
      return reworded(serverMessage ?? CHAT_NOT_IN_PLAN);
    case 'rate-limited':
      return reworded(
        serverMessage ??
          `Too many messages for now. Please wait ${plural(failure.retryAfterSeconds ?? 60, 'second')} and try again.`,
      );
    case 'server':
      return reworded(
        serverMessage ?? `The chat is unavailable right now (the server answered ${status}). Please try again.`,
      );
    case 'refused':
      return reworded(serverMessage ?? `The chat refused the message (the server answered ${status}).`);
    case 'interrupted':
      return failure;
    default:
      return reworded(SERVER_UNREACHABLE_MESSAGE, 'network');
  }
}

async function call<T>(config: AxiosRequestConfig, { apiUrl, signal }: ChatCallOptions): Promise<T> {
  try {
    return await callProductApi<T>({ ...config, url: chatUrl(config.url ?? '', apiUrl), signal });
  } catch (error) {
    throw await toChatError(error, signal);
  }
}

export interface ChatCallOptions {
  /** The product API's base URL, when not the runtime configuration's. */
  apiUrl?: string;
  /** Ends the call (the caller unmounted, Stop); the call then throws the signal's reason. */
  signal?: AbortSignal;
}

export const fetchAgentSettings = (options: ChatCallOptions = {}): Promise<AgentSettings> =>
  call({ method: 'GET', url: '/agent/settings' }, options);

/** PUT /agent/settings: only the fields given change; answers every setting as now stored. */
export const saveAgentSettings = (update: AgentSettingsUpdate, options: ChatCallOptions = {}): Promise<AgentSettings> =>
  call({ method: 'PUT', url: '/agent/settings', data: update }, options);

/** The account's conversations, newest first; `limit` asks for only the first ones. */
export async function fetchConversations({
  limit,
  ...options
}: ChatCallOptions & { limit?: number } = {}): Promise<ChatConversationSummary[]> {
  const list = await call<unknown>(
    { method: 'GET', url: '/chat/conversations', params: limit ? { limit } : {} },
    options,
  );
  return Array.isArray(list) ? (list as ChatConversationSummary[]) : [];
}

export const fetchConversation = (id: string, options: ChatCallOptions = {}): Promise<ChatConversation> =>
  call({ method: 'GET', url: `/chat/conversations/${encodeURIComponent(id)}` }, options);

export const deleteConversation = async (id: string, options: ChatCallOptions = {}): Promise<void> => {
  await call({ method: 'DELETE', url: `/chat/conversations/${encodeURIComponent(id)}` }, options);
};

/** How long to wait before each try to resume an answer whose connection dropped (ms). */
const RESUME_WAITS_MS = [0, 1000, 3000];
/** Resumes of one answer at most: a connection that keeps dropping is reported, not followed forever. */
const MAX_RESUMES = 5;

const streamUrl = (conversationId: string, apiUrl: string | undefined) =>
  chatUrl(`/chat/${encodeURIComponent(conversationId)}/stream`, apiUrl);

/**
 * A streamed request's body, or undefined for a 204. On the product API's call path, whose fetch adapter
 * hands over the response body as a ReadableStream (`responseType: 'stream'`) in browsers. No
 * timeout: an answer may take as long as it writes.
 */
async function openStream(
  request: AxiosRequestConfig,
  signal: AbortSignal | undefined,
): Promise<ReadableStream<Uint8Array> | undefined> {
  try {
    const answer = await callProductApi.answer<ReadableStream<Uint8Array>>({
      ...request,
      responseType: 'stream',
      timeout: 0,
      signal,
      headers: { Accept: 'text/event-stream' },
    });
    return answer.status === 204 ? undefined : answer.body;
  } catch (error) {
    throw await toChatError(error, signal);
  }
}

/** Resolves after `ms`, or at once when the signal aborts (Stop does not wait for the next try). */
const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * GET /chat/:id/stream after a dropped connection: the answer from its start, or undefined when it
 * cannot be resumed (nothing is being written: 204; the server refused). Only an unreachable server
 * is tried again, a few times: a network blip passes.
 */
async function reconnect(conversationId: string, apiUrl: string | undefined, signal: AbortSignal | undefined) {
  for (const ms of RESUME_WAITS_MS) {
    await wait(ms, signal);
    try {
      return await openStream({ url: streamUrl(conversationId, apiUrl) }, signal);
    } catch (error) {
      if (!(error instanceof ClientError && error.kind === 'network')) return undefined;
    }
  }
  return undefined;
}

/**
 * The chunks of an answer from `body`, until `data: [DONE]`. When the connection drops mid-answer
 * the rest comes from GET /chat/:id/stream, which sends the answer again from its start (a `start`
 * chunk again, that the reader begins the answer over at); when it cannot, the drop is the failure.
 */
async function* followAnswer(
  conversationId: string,
  body: ReadableStream<Uint8Array> | undefined,
  { apiUrl, signal }: ChatCallOptions,
): AsyncGenerator<UIMessageChunk, void, undefined> {
  for (let resumes = 0; body; resumes++) {
    try {
      yield* readUIMessageStream(body, { signal });
      return;
    } catch (error) {
      const dropped = error instanceof UIMessageStreamError && error.kind === 'interrupted' && !signal?.aborted;
      body = dropped && resumes < MAX_RESUMES ? await reconnect(conversationId, apiUrl, signal) : undefined;
      if (!body) throw await toChatError(error, signal);
    }
  }
}

/**
 * POST /chat and the answer's chunks as they arrive, until `data: [DONE]`, resumed through a
 * dropped connection where the server can. Stop (the signal) ends it; stopAnswer() tells the
 * server, which keeps what was written, marked stopped. Every failure is a ClientError; an
 * abort throws the signal's reason.
 */
export async function* streamChat(
  body: ChatRequestBody,
  options: ChatCallOptions = {},
): AsyncGenerator<UIMessageChunk, void, undefined> {
  const answer = await openStream(
    { method: 'POST', url: chatUrl('/chat', options.apiUrl), data: body },
    options.signal,
  );
  yield* followAnswer(body.id, answer, options);
}

/**
 * The conversation's answer still being written (after a reload), from its start; undefined when
 * none is. Its chunks are streamChat's.
 */
export async function resumeChat(
  conversationId: string,
  options: ChatCallOptions = {},
): Promise<AsyncGenerator<UIMessageChunk, void, undefined> | undefined> {
  const answer = await openStream({ url: streamUrl(conversationId, options.apiUrl) }, options.signal);
  return answer && followAnswer(conversationId, answer, options);
}

/** Stop, told to the server: the answer ends wherever it is written (a client going away no longer ends it). */
export const stopAnswer = async (conversationId: string, { apiUrl }: ChatCallOptions = {}): Promise<void> => {
  await call({ method: 'DELETE', url: `/chat/${encodeURIComponent(conversationId)}/stream` }, { apiUrl });
};

/** A conversation or message id the server takes (`[A-Za-z0-9_-]`), from the platform's random source. */
export function newChatId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
