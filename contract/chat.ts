/**
 * The chat's answers and requests (`POST /api/chat`, `/api/chat/conversations`,
 * `/api/agent/settings`), as the server sends and takes them and the chat element reads them.
 * `POST /api/chat` speaks the AI SDK's UI message stream protocol (v1): the request body is what the
 * `ai` package's DefaultChatTransport sends, and the answer is its stream of `data: {json}` chunks.
 */
import { CSS_COLOR_MAX_CHARS } from './css-color.ts';
import type { SupplyChainChannel } from './product-answers.ts';

/** The chat's colours are CSS colours: the element and the server check them with the same rule. */
export { isCssColor } from './css-color.ts';

/** The widget configurations: the dashboard's demo and a supply-chain page's. */
export const CHAT_CONFIG_NAMES = ['demo', 'supplyChain'] as const;
export type ChatConfigName = (typeof CHAT_CONFIG_NAMES)[number];

/** Who wrote a message. The server takes no `system` messages from clients. */
export type ChatRole = 'user' | 'assistant';

/** The only part the server writes and reads; other parts a client sends are ignored. */
export interface ChatTextPart {
  type: 'text';
  text: string;
}

/** What the server says about an assistant answer (in the stream's `start` and `finish` chunks, and stored). */
export interface ChatMessageMetadata {
  /** The conversation the message belongs to (the request's `id`). */
  conversation_id?: string;
  /** ISO-8601 instant the message was stored. */
  created_at?: string;
  /** `analyst`: the built-in analyst; `model`: the configured language model. */
  source?: 'analyst' | 'model';
  /** The channel the answer was given for. */
  channel?: SupplyChainChannel;
  /** Tokens the answer counted toward the account's chat tokens. */
  tokens?: number;
  /** The user stopped the answer: it is kept as far as it got. */
  stopped?: boolean;
  /** The answer ended with an error (the provider failed or was too slow): what the user was told. */
  error?: string;
}

/** A UI message as `useChat` holds it, reduced to what the chat stores. */
export interface ChatUIMessage {
  id: string;
  role: ChatRole;
  parts: ChatTextPart[];
  metadata?: ChatMessageMetadata;
}

/**
 * POST /api/chat: DefaultChatTransport's body plus our optional `channel` and `configName`. The
 * server keeps the conversation itself: it reads the last message (a user message) and answers it
 * in the context of what it stored, so a client may send the whole history or only that message.
 */
export interface ChatRequestBody {
  /** The conversation; made by the client (`useChat`'s chat id), `[A-Za-z0-9_-]`, at most 128 characters. */
  id: string;
  messages: {
    id: string;
    role: ChatRole;
    parts: ({ type: string } | ChatTextPart)[];
    metadata?: unknown;
  }[];
  /** `regenerate-message` answers the last user message again, replacing the answers after it. */
  trigger: 'submit-message' | 'regenerate-message';
  messageId?: string;
  /** The supply-chain channel the page shows; default `total`. */
  channel?: SupplyChainChannel;
  configName?: ChatConfigName;
}

/** GET /api/chat/conversations: newest (last updated) first. */
export interface ChatConversationSummary {
  id: string;
  /** The first user message, trimmed to at most 60 characters. */
  title: string;
  /** ISO-8601 instants. */
  created_at: string;
  updated_at: string;
  message_count: number;
}

/** GET /api/chat/conversations/:id: the user's and the assistant's messages, in order. */
export interface ChatConversation {
  id: string;
  title: string;
  messages: ChatUIMessage[];
}

/** The limits the server applies to chatting; each refusal is a JSON error before any stream starts. */
export const CHAT_LIMITS = {
  /** Characters of one user message (413 beyond). */
  messageChars: 4_000,
  /** Messages of one conversation, the user's and the assistant's (413 beyond: start a new chat). */
  conversationMessages: 200,
  /** UTF-8 bytes of one conversation's text (413 beyond). */
  conversationBytes: 200_000,
  /** Messages one account may send a minute (429 with Retry-After beyond); the server's default (CHAT_MESSAGES_PER_MINUTE). */
  messagesPerMinute: 20,
  /** Characters of a conversation's title. */
  titleChars: 60,
} as const;

/** The chat widget's colours an account can set; unset ones are the theme's. */
export const AGENT_COLOR_NAMES = [
  'primary',
  'background',
  'surface',
  'text',
  'muted',
  'border',
  'userBubble',
  'userText',
  'assistantBubble',
  'assistantText',
] as const;
export type AgentColorName = (typeof AGENT_COLOR_NAMES)[number];
/** CSS colours: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()` or a named colour (isCssColor). */
export type AgentColors = Partial<Record<AgentColorName, string>>;

/** GET /api/agent/settings: the account's chat widget settings, defaults filled in. */
export interface AgentSettings {
  title: string;
  greeting: string;
  disclaimer: string;
  /** The suggested prompts, 1 to 6. */
  prompts: string[];
  colors: AgentColors;
}

/**
 * PUT /api/agent/settings: any of the fields; those left out keep their value. `colors` replaces
 * the colours as a whole (`{}` goes back to the theme's), and `null` for a field restores its default.
 */
export type AgentSettingsUpdate = { [K in keyof AgentSettings]?: AgentSettings[K] | null };

export const AGENT_SETTINGS_LIMITS = {
  titleChars: 60,
  greetingChars: 500,
  disclaimerChars: 300,
  promptChars: 200,
  minPrompts: 1,
  maxPrompts: 6,
  colorChars: CSS_COLOR_MAX_CHARS,
} as const;

/** The spec's three suggested prompts. */
export const SUGGESTED_PROMPTS = [
  'Can you tell me when an order should land?',
  'Do I have any stockout risks?',
  'How can I reduce warehouse costs?',
] as const;

export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  title: 'Chain Forge',
  greeting:
    "Hi, I'm your Chain Forge assistant. Ask me about stockout risks, when purchase orders land, warehouse costs, incoming orders, your balance or your agents' usage.",
  disclaimer:
    'Answers come from your account data and may be incomplete. Check important figures before acting on them.',
  prompts: [...SUGGESTED_PROMPTS],
  colors: {},
};
