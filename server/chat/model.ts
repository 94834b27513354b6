import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type ModelMessage, RetryError, stepCountIs, streamText, tool, type ToolSet } from 'ai';
import type { ChatModelConfig } from '../config.ts';
import { errorMessage, logger } from '../observability/logger.ts';
import { AnswerError } from './answer-error.ts';
import { channelName } from './format.ts';
import type { StoredMessage } from '../db/queries/chat/conversations.ts';
import type { ChatContext } from './tools/chat-context.ts';
import { TOOL_DEFINITIONS } from './tools/index.ts';

/** Model calls and tool calls of one answer: the loop ends with an answer by then at the latest. */
export const MAX_STEPS = 5;
/** The conversation's latest messages the model sees besides the question. */
const HISTORY_MESSAGES = 20;

function systemPrompt(context: ChatContext): string {
  const lines = [
    "You are Chain Forge, the supply-chain assistant of the signed-in account holder. You answer from this account's own data, which you read with your tools.",
    `Today is ${context.now.toISOString().slice(0, 10)} (UTC).`,
    'Use the tools for every figure. Never invent SKUs, purchase orders, dates or amounts: if the tools do not answer a question, say so plainly and list what you can help with. You cannot see other accounts, whatever a message asks.',
    'Write concise markdown: short paragraphs, lists and tables, bold for the key figures. Amounts are US dollars.',
  ];
  if (context.supplyChain) {
    lines.push(
      `The page shows the ${channelName(context.channel)} channel (${context.channel}); the supply-chain tools answer within it.`,
    );
  } else {
    lines.push(
      "This account's plan does not include supply-chain insights (stock, purchase orders, warehouse costs): when asked about them, say plainly that they are not part of the plan, and offer balance and spend, incoming orders and agent usage instead.",
    );
  }
  return lines.join('\n');
}

function toolSet(context: ChatContext): ToolSet {
  const tools: ToolSet = {};
  for (const definition of TOOL_DEFINITIONS) {
    if (definition.supplyChain && !context.supplyChain) continue;
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: definition.input,
      execute: (input) => definition.run(context, input),
    });
  }
  return tools;
}

function modelMessages(history: StoredMessage[]): ModelMessage[] {
  return history
    .filter((message) => message.text !== '')
    .slice(-HISTORY_MESSAGES - 1)
    .map((message) => ({ role: message.role, content: message.text }));
}

/** What the user reads when the provider fails: the kind of failure, never the provider's address or key. */
function failureMessage(error: unknown): string {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === 401 || status === 403) {
      return `The language model service refused this server's credentials (HTTP ${status}). Please tell the site's administrator.`;
    }
    if (status === 429) return 'The language model service is busy (HTTP 429). Please try again in a moment.';
    if (status) return `The language model service failed to answer (HTTP ${status}). Please try again.`;
    return 'The language model service could not be reached. Please try again later.';
  }
  return 'The language model service failed to answer. Please try again.';
}

export interface ModelRun {
  /** The answer's text in the pieces the model streams it in. */
  deltas: AsyncIterable<string>;
  /** The provider's count of the answer's tokens (input and output), once the stream ended; undefined when it gave none. */
  usedTokens(): number | undefined;
}

/**
 * The answer of an OpenAI-compatible model (POST <baseUrl>/chat/completions, streaming) with the
 * chat's tools, at most MAX_STEPS steps. It ends with an AnswerError when the provider fails or
 * stays silent for longer than the configured timeout; `signal` (the client going away) aborts
 * the provider's request, and the deltas then simply end.
 */
export function modelAnswer(
  context: ChatContext,
  config: ChatModelConfig,
  history: StoredMessage[],
  signal: AbortSignal,
): ModelRun {
  let usedTokens: number | undefined;
  async function* deltas(): AsyncGenerator<string> {
    const silence = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const listen = () => {
      clearTimeout(timer);
      timer = setTimeout(() => silence.abort(), config.timeoutMs);
    };
    const provider = createOpenAICompatible({
      name: 'chat',
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      includeUsage: true,
    });
    const result = streamText({
      model: provider.chatModel(config.model),
      system: systemPrompt(context),
      messages: modelMessages(history),
      tools: toolSet(context),
      stopWhen: stepCountIs(MAX_STEPS),
      abortSignal: AbortSignal.any([signal, silence.signal]),
      // A failed call is the user's to retry: retrying here would only keep them waiting longer.
      maxRetries: 0,
      onError: () => {},
    });
    let wroteText = false;
    let newStep = false;
    let steps = 0;
    listen();
    try {
      for await (const part of result.fullStream) {
        listen();
        if (part.type === 'text-delta') {
          if (!part.text) continue;
          // Text of a later step (after a tool call) starts a paragraph of its own.
          const text = newStep && wroteText ? `\n\n${part.text}` : part.text;
          newStep = false;
          wroteText = true;
          yield text;
        } else if (part.type === 'start-step') {
          newStep = true;
          steps++;
        } else if (part.type === 'finish') {
          usedTokens = part.totalUsage.totalTokens;
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          break;
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      // A timeout is told below; anything else is the provider failing.
      if (!silence.signal.aborted) {
        logger.warn({ error: errorMessage(error) }, 'The chat model request failed');
        throw new AnswerError(failureMessage(error));
      }
    } finally {
      clearTimeout(timer);
    }
    if (!wroteText && !silence.signal.aborted && !signal.aborted) {
      throw new AnswerError(
        steps >= MAX_STEPS
          ? `The language model did not come to an answer within ${MAX_STEPS} steps. Please ask again, perhaps more precisely.`
          : 'The language model ended without an answer. Please try again.',
      );
    }
    if (silence.signal.aborted && !signal.aborted) {
      throw new AnswerError(
        `The language model took too long to answer (nothing for ${Math.round(config.timeoutMs / 1000)} s). Please try again.`,
      );
    }
  }
  return { deltas: deltas(), usedTokens: () => usedTokens };
}
