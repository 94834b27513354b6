import { createUIMessageStream, JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS } from 'ai';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { CHAT_LIMITS } from '../../contract/chat.ts';
import type { Config } from '../config.ts';
import { readAgentSettings, updateAgentSettings } from '../db/queries/chat/agent-settings.ts';
import {
  deleteConversation,
  findConversation,
  hasConversation,
  listConversations,
} from '../db/queries/chat/conversations.ts';
import { startTurn } from '../db/queries/chat/turns.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import type { RateLimitStore } from '../http/rate-limit/index.ts';
import { openChatStreams } from '../observability/metrics.ts';
import { newId } from '../db/ids.ts';
import { hasPermissionFamily, requirePermissionFamily } from '../security/permissions.ts';
import { listQuery } from '../http/list-query.ts';
import { streamAnswer } from './answer-stream.ts';
import { agentSettingsUpdate, chatRequestBody, questionOf } from './body.ts';
import { checkConversationSize, limitMessageRate } from './chat-limits.ts';
import { conversationTitle, conversationView } from './conversations.ts';
import type { ChatStreams, ConversationKey } from './resumable-streams.ts';
import type { ChatContext } from './tools/chat-context.ts';

const NO_CHAT_IN_PLAN = "The chat agent is not part of your account's plan: it needs a chat agent (ctfd) permission.";
const NO_SUCH_CONVERSATION = 'There is no conversation with this id in your account.';
const CONVERSATION_ID = /^[A-Za-z0-9_-]{1,128}$/;

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
      // from its start; 204 when none is, or answers are not kept (no Redis). The conversation is
      // checked first, Redis or not, so another account's is a 404 whichever way answers are kept.
      .get('/chat/:id/stream', auth, canChat, async (c) => {
        const conversation = await ownConversation(c.get('memberId'), c.req.param('id'));
        const kept = await streams?.resume(conversation);
        return kept ? sseResponse(kept) : c.body(null, 204);
      })
      // Stop: ends the answer being written, at whichever instance writes it. Without Redis the
      // client going away ends it already.
      .delete('/chat/:id/stream', auth, canChat, async (c) => {
        const conversation = await ownConversation(c.get('memberId'), c.req.param('id'));
        if (streams && !(await streams.stop(conversation))) {
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
