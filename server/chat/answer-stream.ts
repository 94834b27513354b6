import { setTimeout as sleep } from 'node:timers/promises';
import type { UIMessageStreamWriter } from 'ai';
import type { ChatMessageMetadata } from '../../contract/chat.ts';
import type { Config } from '../config.ts';
import type { StoredMessage } from '../db/queries/chat/conversations.ts';
import { finishTurn } from '../db/queries/chat/turns.ts';
import { errorMessage, logger } from '../observability/logger.ts';
import { newId } from '../db/ids.ts';
import { analystAnswer, estimateTokens } from './analyst/analyst-answer.ts';
import { wordGroups } from './analyst/word-groups.ts';
import { AnswerError } from './answer-error.ts';
import type { ModelRun } from './model.ts';
import type { ChatContext } from './tools/chat-context.ts';

export interface AnswerRun {
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
export async function streamAnswer(writer: UIMessageStreamWriter, run: AnswerRun): Promise<void> {
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
