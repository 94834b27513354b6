import * as v from 'valibot';
import { unreadableColors } from '../../contract/agent-colors.ts';
import {
  AGENT_COLOR_NAMES,
  AGENT_SETTINGS_LIMITS,
  type AgentColors,
  CHAT_CONFIG_NAMES,
  CHAT_LIMITS,
  isCssColor,
} from '../../contract/chat.ts';
import { SUPPLY_CHAIN_CHANNELS } from '../../contract/product-answers.ts';
import { apiError } from '../http/errors.ts';
import { plainObject } from '../http/fields.ts';
import { plainText } from '../http/plain-text.ts';
import { atKey } from '../http/validate.ts';

/** A lone surrogate cannot be stored as UTF-8, and NUL not in PostgreSQL text: both are refused, never mangled. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);
const storable = v.check<string, string>(
  (value) => !unstorable(value),
  'must not hold NUL or unpaired surrogate characters',
);

/** Conversation and message ids are made by clients (useChat's generateId, UUIDs): a safe, short alphabet. */
const clientId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be 1 to 128 letters, digits, "_" or "-"'));

const part = v.pipe(
  plainObject,
  v.check((value) => typeof value.type === 'string' && value.type.length <= 100, 'parts need a type'),
  v.check((value) => value.type !== 'text' || typeof value.text === 'string', 'text parts need their text'),
);

const message = v.looseObject({
  id: clientId,
  role: v.picklist(['user', 'assistant'], 'must be user or assistant'),
  parts: v.pipe(v.array(part), v.maxLength(200, 'must have at most 200 parts')),
});

const CHANNEL_MESSAGE = `must be one of ${SUPPLY_CHAIN_CHANNELS.join(', ')} (the central channel is not available)`;

/** POST /api/chat: DefaultChatTransport's body; fields a page adds through the transport's `body` are let through. */
export const chatRequestBody = v.looseObject({
  id: clientId,
  messages: v.pipe(
    v.array(message),
    v.minLength(1, 'must hold the message to answer'),
    v.maxLength(1_000, 'must have at most 1000 messages'),
  ),
  trigger: v.optional(
    v.picklist(['submit-message', 'regenerate-message'], 'must be submit-message or regenerate-message'),
  ),
  messageId: v.nullish(clientId),
  channel: v.optional(v.picklist(SUPPLY_CHAIN_CHANNELS, CHANNEL_MESSAGE)),
  configName: v.optional(v.picklist(CHAT_CONFIG_NAMES, `must be one of ${CHAT_CONFIG_NAMES.join(', ')}`)),
});

export type ChatRequest = v.InferOutput<typeof chatRequestBody>;

const characters = (text: string) => [...text].length;

/**
 * The message to answer: the last one, a user's, with text. Its text parts are joined; other parts
 * (files, data) are not read. Refusals are JSON errors before any stream starts.
 */
export function questionOf(body: ChatRequest): { id: string; text: string } {
  const last = body.messages.at(-1);
  if (last?.role !== 'user') {
    throw apiError('validation-failed', { message: 'messages: the last message must be the user message to answer.' });
  }
  const text = last.parts
    .filter((item) => item.type === 'text')
    .map((item) => item.text as string)
    .join('\n')
    .trim();
  if (!text) throw apiError('validation-failed', { message: 'messages: the last message has no text to answer.' });
  if (unstorable(text)) {
    throw apiError('validation-failed', {
      message: 'messages: the message holds NUL or unpaired surrogate characters, which cannot be stored.',
    });
  }
  const length = characters(text);
  if (length > CHAT_LIMITS.messageChars) {
    throw apiError('payload-too-large', {
      message: `Your message is ${length.toLocaleString('en-US')} characters long; the chat takes at most ${CHAT_LIMITS.messageChars.toLocaleString('en-US')}. Please shorten it.`,
    });
  }
  return { id: last.id, text };
}

// ---------------------------------------------------------------------------------------------
// PUT /api/agent/settings

/** A setting's text: plain (the greeting and disclaimer may have line breaks, being written on several lines). */
const settingText = (max: number, { min = 0, lineBreaks = false } = {}) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(min, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
    plainText({ lineBreaks }),
    storable,
  );

const colors = v.pipe(
  plainObject,
  v.check(
    (value) => Object.keys(value).every((key) => (AGENT_COLOR_NAMES as readonly string[]).includes(key)),
    `may only name ${AGENT_COLOR_NAMES.join(', ')}`,
  ),
  v.check(
    (value) => Object.values(value).every((color) => typeof color === 'string' && isCssColor(color.trim())),
    'must be CSS colours: #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla() or a colour name',
  ),
  v.transform(
    (value): AgentColors =>
      Object.fromEntries(Object.entries(value).map(([key, color]) => [key, (color as string).trim()])),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const { name, message } of unreadableColors(dataset.value)) {
      addIssue({ message, path: atKey(dataset.value, name) });
    }
  }),
);

/** Any of the settings; `null` restores a default. Unknown fields are refused, so a typo is not silently lost. */
export const agentSettingsUpdate = v.pipe(
  plainObject,
  v.strictObject(
    {
      title: v.nullish(settingText(AGENT_SETTINGS_LIMITS.titleChars, { min: 1 })),
      greeting: v.nullish(settingText(AGENT_SETTINGS_LIMITS.greetingChars, { lineBreaks: true })),
      disclaimer: v.nullish(settingText(AGENT_SETTINGS_LIMITS.disclaimerChars, { lineBreaks: true })),
      prompts: v.nullish(
        v.pipe(
          v.array(settingText(AGENT_SETTINGS_LIMITS.promptChars, { min: 1 })),
          v.minLength(
            AGENT_SETTINGS_LIMITS.minPrompts,
            `must have ${AGENT_SETTINGS_LIMITS.minPrompts} to ${AGENT_SETTINGS_LIMITS.maxPrompts} prompts`,
          ),
          v.maxLength(
            AGENT_SETTINGS_LIMITS.maxPrompts,
            `must have ${AGENT_SETTINGS_LIMITS.minPrompts} to ${AGENT_SETTINGS_LIMITS.maxPrompts} prompts`,
          ),
        ),
      ),
      colors: v.nullish(colors),
    },
    'is not a setting (title, greeting, disclaimer, prompts, colors)',
  ),
);
