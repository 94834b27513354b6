import { setTimeout as sleep } from 'node:timers/promises';
import {
  createUIMessageStream,
  JsonToSseTransformStream,
  UI_MESSAGE_STREAM_HEADERS,
  type UIMessageStreamWriter,
} from 'ai';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { CHAT_LIMITS, type ChatMessageMetadata } from '../../elements/core/contract/chat.ts';
import type { Config } from '../config.ts';
import { readAgentSettings, updateAgentSettings } from '../db/queries/chat/agent-settings.ts';
import {
  deleteConversation,
  findConversation,
  hasConversation,
  listConversations,
  type StoredMessage,
} from '../db/queries/chat/conversations.ts';
import { finishTurn, startTurn } from '../db/queries/chat/turns.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { apiError } from '../http/errors.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import type { RateLimitStore } from '../http/rate-limit/index.ts';
import { openChatStreams } from '../observability/metrics.ts';
import { newId } from '../security/ids.ts';
import { errorMessage, logger } from '../observability/logger.ts';
import { hasPermissionFamily, requirePermissionFamily } from '../api/permissions.ts';
import { listQuery } from '../api/list-query.ts';
import { analystAnswer, estimateTokens } from './analyst/analyst-answer.ts';
import { wordGroups } from './analyst/word-groups.ts';
import { agentSettingsUpdate, chatRequestBody, questionOf } from './body.ts';
import { AnswerError } from './answer-error.ts';
import { conversationTitle, conversationView } from './conversations.ts';
import type { ModelRun } from './model.ts';
import type { ChatStreams, ConversationKey } from './resumable-streams.ts';
import type { ChatContext } from './tools/chat-context.ts';

const NO_CHAT_IN_PLAN = "The chat agent is not part of your account's plan: it needs a chat agent (ctfd) permission.";
const NO_SUCH_CONVERSATION = 'There is no conversation with this id in your account.';
const CONVERSATION_ID = /^[A-Za-z0-9_-]{1,128}$/;
const MINUTE = 60_000;

export interface ChatOptions {
  /** The pause between two pieces of the analyst's answer, so that clients see it stream (ms). */
  analystPaceMs?: number;
  /** Where answers are kept while they are written, so that a dropped client can resume them (Redis). */
  streams?: ChatStreams;
}

/** 8 ms a piece: a typical answer of 60 to 120 pieces streams in well under a second. */
const DEFAULT_PACE_MS = 8;

/**
 * The chat: POST /api/chat (the AI SDK's UI message stream), the account's conversations and its
 * chat widget settings. Everything needs a chat agent (ctfd) permission; supply-chain answers also
 * need a supply-chain (cnfg) one.
 */
export function chatRoutes(
  db: Kysely<Database>,
  auth: MiddlewareHandler<AppEnv>,
  config: Pick<Config, 'chatModel' | 'chatMessagesPerMinute'>,
  rateLimits: RateLimitStore,
  options: ChatOptions = {},
) {
  const canChat = requirePermissionFamily(db, 'ctfd', NO_CHAT_IN_PLAN);
  const paceMs = options.analystPaceMs ?? DEFAULT_PACE_MS;
  const { streams } = options;

  /** The conversation the path names, the caller's own: another account's is a 404, as everywhere. */
  const ownConversation = async (memberId: string, id: string): Promise<ConversationKey> => {
    if (!CONVERSATION_ID.test(id) || !(await hasConversation(db, memberId, id))) {
      throw apiError('not-found', { message: NO_SUCH_CONVERSATION });
    }
    return { memberId, conversationId: id };
  };

  return (
    new Hono<AppEnv>()
      .post('/chat', auth, canChat, jsonBody(chatRequestBody), async (c) => {
        const memberId = c.get('memberId');
        const body = c.get('body');
        const question = questionOf(body);
        await limitMessageRate(rateLimits, memberId, config.chatMessagesPerMinute);

        const now = new Date();
        const channel = body.channel ?? 'total';
        const context: ChatContext = {
          db,
          memberId,
          channel,
          now,
          supplyChain: await hasPermissionFamily(db, memberId, 'cnfg'),
        };
        const source = config.chatModel ? 'model' : 'analyst';
        const answerId = newId('msg');
        const turn = await startTurn(
          db,
          {
            memberId,
            conversationId: body.id,
            title: conversationTitle(question.text, CHAT_LIMITS.titleChars),
            user: question,
            answerId,
            answerMetadata: { conversation_id: body.id, source, channel },
            now,
          },
          checkConversationSize,
        );

        const answer = (signal: AbortSignal) =>
          createUIMessageStream({
            execute: async ({ writer }) => {
              openChatStreams.inc();
              try {
                await streamAnswer(writer, {
                  context,
                  conversationId: body.id,
                  answerId,
                  history: turn.history,
                  question: question.text,
                  source,
                  signal,
                  paceMs,
                  config,
                });
              } finally {
                openChatStreams.dec();
              }
            },
            onError: () => 'The answer could not be completed. Please try again.',
          }).pipeThrough(new JsonToSseTransformStream());
        // Kept, the answer goes on when its client goes away (it may resume it) and ends on Stop
        // (DELETE .../stream); otherwise (no Redis, or Redis does not answer) it ends when the
        // client goes away. Either way the answer is stored as far as it got.
        const kept = await streams?.keep({ memberId, conversationId: body.id }, answer);
        return sseResponse(kept ?? answer(c.req.raw.signal));
      })
      // useChat's `resume` (DefaultChatTransport's reconnectToStream): the answer being written,
      // from its start; 204 when none is, or answers are not kept (no Redis).
      .get('/chat/:id/stream', auth, canChat, async (c) => {
        if (!streams) return c.body(null, 204);
        const kept = await streams.resume(await ownConversation(c.get('memberId'), c.req.param('id')));
        return kept ? sseResponse(kept) : c.body(null, 204);
      })
      // Stop: ends the answer being written, at whichever instance writes it. Without Redis the
      // client going away ends it already.
      .delete('/chat/:id/stream', auth, canChat, async (c) => {
        if (streams && !(await streams.stop(await ownConversation(c.get('memberId'), c.req.param('id'))))) {
          throw apiError('server-busy', { message: 'The answer could not be stopped just now. Please try again.' });
        }
        return c.body(null, 204);
      })
      .get('/chat/conversations', auth, canChat, queryParams(listQuery), async (c) =>
        c.json(await listConversations(db, c.get('memberId'), c.get('query').limit ?? 1000)),
      )
      .get('/chat/conversations/:id', auth, canChat, async (c) => {
        const id = c.req.param('id');
        const conversation = CONVERSATION_ID.test(id) ? await findConversation(db, c.get('memberId'), id) : undefined;
        if (!conversation) throw apiError('not-found', { message: NO_SUCH_CONVERSATION });
        return c.json(conversationView(conversation));
      })
      .delete('/chat/conversations/:id', auth, canChat, async (c) => {
        const id = c.req.param('id');
        const deleted = CONVERSATION_ID.test(id) && (await deleteConversation(db, c.get('memberId'), id));
        if (!deleted) throw apiError('not-found', { message: NO_SUCH_CONVERSATION });
        return c.body(null, 204);
      })
      .get('/agent/settings', auth, canChat, async (c) => c.json(await readAgentSettings(db, c.get('memberId'))))
      .put('/agent/settings', auth, canChat, jsonBody(agentSettingsUpdate), async (c) => {
        const update = Object.fromEntries(Object.entries(c.get('body')).filter(([, value]) => value !== undefined));
        return c.json(await updateAgentSettings(db, c.get('memberId'), update, new Date()));
      })
  );
}

/** The UI message stream protocol's answer; someone's data, so no cache may keep it. */
function sseResponse(sse: ReadableStream<string>): Response {
  return new Response(sse.pipeThrough(new TextEncoderStream()), {
    headers: { ...UI_MESSAGE_STREAM_HEADERS, 'cache-control': 'no-store' },
  });
}

/** Counted in the shared rate-limit store (Redis when configured), so every instance counts together. */
async function limitMessageRate(store: RateLimitStore, memberId: string, perMinute: number): Promise<void> {
  const result = await store.hit(`chat:member:${memberId}`, perMinute, MINUTE);
  if (result.allowed) return;
  const seconds = Math.ceil(result.retryAfterMs / 1000);
  throw apiError('too-many-requests', {
    message: `You have sent ${perMinute} messages in the last minute, the most the chat takes. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
    headers: { 'Retry-After': String(seconds), 'Access-Control-Expose-Headers': 'Retry-After' },
  });
}

function checkConversationSize(history: StoredMessage[]): void {
  const shown = history.filter((message) => message.text !== '');
  if (shown.length + 1 > CHAT_LIMITS.conversationMessages) {
    throw apiError('payload-too-large', {
      message: `This conversation has reached ${CHAT_LIMITS.conversationMessages} messages, the most one conversation holds. Please start a new chat.`,
    });
  }
  const bytes = shown.reduce((sum, message) => sum + Buffer.byteLength(message.text), 0);
  if (bytes > CHAT_LIMITS.conversationBytes) {
    throw apiError('payload-too-large', {
      message: `This conversation has reached ${CHAT_LIMITS.conversationBytes / 1000} kB of text, the most one conversation holds. Please start a new chat.`,
    });
  }
}

interface AnswerRun {
  context: ChatContext;
  conversationId: string;
  answerId: string;
  history: StoredMessage[];
  question: string;
  source: 'analyst' | 'model';
  signal: AbortSignal;
  paceMs: number;
  config: Pick<Config, 'chatModel'>;
}

/** The analyst's whole answer spread over at most this long, however long it is (ms). */
const MAX_ANALYST_STREAM_MS = 600;

async function* analystDeltas(run: AnswerRun): AsyncGenerator<string> {
  const answer = await analystAnswer(run.context, run.question);
  const pieces = wordGroups(answer.text);
  const pace = Math.min(run.paceMs, Math.floor(MAX_ANALYST_STREAM_MS / Math.max(1, pieces.length)));
  for (const piece of pieces) {
    yield piece;
    if (pace > 0) await sleep(pace, undefined, { signal: run.signal });
  }
}

/**
 * start, text-start, text-delta..., text-end, finish: the answer as it is written. A failure ends
 * it with an error chunk; a client gone away ends it where it is. Either way what was written is
 * stored in the answer's place, its tokens counted, before the finish chunk goes out.
 */
async function streamAnswer(writer: UIMessageStreamWriter, run: AnswerRun): Promise<void> {
  const { context, signal } = run;
  const textId = newId('txt');
  writer.write({
    type: 'start',
    messageId: run.answerId,
    messageMetadata: {
      conversation_id: run.conversationId,
      source: run.source,
      channel: context.channel,
    } satisfies ChatMessageMetadata,
  });

  let model: ModelRun | undefined;
  if (run.config.chatModel) {
    // Loaded only when a model is configured: the provider's client is not needed otherwise.
    const { modelAnswer } = await import('./model.ts');
    model = modelAnswer(context, run.config.chatModel, run.history, signal);
  }
  const deltas = model ? model.deltas : analystDeltas(run);
  let text = '';
  let open = false;
  let failure: string | undefined;
  try {
    for await (const delta of deltas) {
      if (signal.aborted) break;
      if (!open) {
        writer.write({ type: 'text-start', id: textId });
        open = true;
      }
      text += delta;
      writer.write({ type: 'text-delta', id: textId, delta });
    }
  } catch (error) {
    if (!signal.aborted) {
      if (!(error instanceof AnswerError)) logger.error({ error: errorMessage(error) }, 'A chat answer failed');
      failure = error instanceof AnswerError ? error.message : 'The answer could not be completed. Please try again.';
    }
  }
  if (open) writer.write({ type: 'text-end', id: textId });

  const tokens = model?.usedTokens() ?? estimateTokens(text);
  const finished = new Date();
  const metadata: ChatMessageMetadata = {
    conversation_id: run.conversationId,
    created_at: finished.toISOString(),
    source: run.source,
    channel: context.channel,
    tokens,
    ...(signal.aborted ? { stopped: true } : {}),
    ...(failure ? { error: failure } : {}),
  };
  try {
    await finishTurn(context.db, {
      memberId: context.memberId,
      conversationId: run.conversationId,
      answerId: run.answerId,
      text,
      metadata,
      tokens,
      now: finished,
    });
  } catch (error) {
    logger.error({ error: errorMessage(error) }, 'Storing a chat answer failed');
  }
  if (failure) writer.write({ type: 'error', errorText: failure });
  writer.write({ type: 'finish', finishReason: failure ? 'error' : 'stop', messageMetadata: metadata });
}
