import type { ClientErrorKind } from '../../core/client-error';
import type {
  ChatConfigName,
  ChatConversation,
  ChatMessageMetadata,
  ChatRequestBody,
  ChatRole,
} from '../../../contract/chat';
import { CHAT_CONFIG_NAMES } from '../../../contract/chat';
import { SUPPLY_CHAIN_CHANNELS, type SupplyChainChannel } from '../../../contract/product-answers';
import type { UIMessageChunk } from '../../core/stream/ui-message-chunk';

/**
 * The conversation as the widget shows it, and how each step of a request changes it: a pure
 * reducer, so every state of the chat is tested without a browser.
 */

/**
 * - `streaming`: being written now (empty: the answer has not started).
 * - `stopped`: the person stopped it; kept as far as it got.
 * - `error`: it ended short (an error chunk, a dropped connection); `error` says why.
 */
export type MessageStatus = 'done' | 'streaming' | 'stopped' | 'error';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  text: string;
  status: MessageStatus;
  error?: string;
}

/** A request refused or failed before its answer started. */
export interface ChatFailure {
  kind: ClientErrorKind;
  message: string;
  /** When sending again may work (epoch ms), after a 429's Retry-After. */
  retryAt?: number;
}

export interface ChatState {
  conversationId: string;
  messages: ChatMessage[];
  /** A request is under way: its answer is the last message. */
  busy: boolean;
  failure: ChatFailure | null;
}

export type ChatAction =
  | { type: 'restore'; conversation: ChatConversation }
  | { type: 'new-chat'; conversationId: string }
  | { type: 'submit'; message: { id: string; text: string }; answerId: string }
  | { type: 'regenerate'; answerId: string }
  | { type: 'chunk'; chunk: UIMessageChunk }
  | { type: 'fail'; failure: ChatFailure }
  | { type: 'interrupted'; message: string }
  | { type: 'stopped' }
  | { type: 'finished' };

export const initialChatState = (conversationId: string): ChatState => ({
  conversationId,
  messages: [],
  busy: false,
  failure: null,
});

const metadataOf = (value: unknown): ChatMessageMetadata =>
  typeof value === 'object' && value !== null ? (value as ChatMessageMetadata) : {};

function statusOf(metadata: ChatMessageMetadata): Pick<ChatMessage, 'status' | 'error'> {
  if (metadata.error) return { status: 'error', error: metadata.error };
  if (metadata.stopped) return { status: 'stopped' };
  return { status: 'done' };
}

/** A stored conversation (GET /chat/conversations/:id) as the widget shows it. */
export function messagesOf(conversation: ChatConversation): ChatMessage[] {
  return conversation.messages.map((message) => ({
    id: message.id,
    role: message.role,
    text: message.parts
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join(''),
    ...(message.role === 'assistant' ? statusOf(metadataOf(message.metadata)) : { status: 'done' as const }),
  }));
}

/** Changes the answer being written (the last message) while a request is under way. */
function withAnswer(state: ChatState, change: (answer: ChatMessage) => ChatMessage): ChatState {
  const answer = state.messages.at(-1);
  if (!state.busy || answer?.role !== 'assistant') return state;
  return { ...state, messages: [...state.messages.slice(0, -1), change(answer)] };
}

/** The messages up to and including the last user message. */
function throughLastUserMessage(messages: readonly ChatMessage[]): ChatMessage[] {
  const index = messages.findLastIndex((message) => message.role === 'user');
  return messages.slice(0, index + 1);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'restore':
      return {
        conversationId: action.conversation.id,
        messages: messagesOf(action.conversation),
        busy: false,
        failure: null,
      };
    case 'new-chat':
      return initialChatState(action.conversationId);
    case 'submit': {
      // The same message sent again (a retry) takes its own place, as the server stores it; a
      // message that failed to send gives way to a new one, as the server never stored it.
      let messages = state.messages.filter((message) => message.id !== action.message.id);
      if (state.failure && messages.at(-1)?.role === 'user') messages = messages.slice(0, -1);
      return {
        ...state,
        busy: true,
        failure: null,
        messages: [
          ...messages,
          { id: action.message.id, role: 'user', text: action.message.text, status: 'done' },
          { id: action.answerId, role: 'assistant', text: '', status: 'streaming' },
        ],
      };
    }
    case 'regenerate':
      return {
        ...state,
        busy: true,
        failure: null,
        messages: [
          ...throughLastUserMessage(state.messages),
          { id: action.answerId, role: 'assistant', text: '', status: 'streaming' },
        ],
      };
    case 'chunk': {
      const { chunk } = action;
      switch (chunk.type) {
        case 'start':
          // A resumed answer is sent again from its start: it begins over here, so nothing shows twice.
          return withAnswer(state, (answer) => ({ ...answer, id: chunk.messageId ?? answer.id, text: '' }));
        case 'text-start':
          // A second text part (after a tool step) begins a new paragraph.
          return withAnswer(state, (answer) =>
            answer.text && !answer.text.endsWith('\n\n') ? { ...answer, text: `${answer.text}\n\n` } : answer,
          );
        case 'text-delta':
          return withAnswer(state, (answer) => ({ ...answer, text: answer.text + chunk.delta }));
        case 'finish': {
          const metadata = metadataOf(chunk.messageMetadata);
          return withAnswer(state, (answer) => ({ ...answer, ...statusOf(metadata) }));
        }
        default:
          return state;
      }
    }
    case 'finished': {
      const ended = withAnswer(state, (answer) =>
        answer.status === 'streaming' ? { ...answer, status: 'done' } : answer,
      );
      return { ...ended, busy: false };
    }
    case 'stopped': {
      const ended = withAnswer(state, (answer) => ({ ...answer, status: 'stopped' }));
      return { ...ended, busy: false };
    }
    case 'interrupted': {
      const ended = withAnswer(state, (answer) => ({ ...answer, status: 'error', error: action.message }));
      return { ...ended, busy: false };
    }
    case 'fail': {
      // Nothing was answered: the empty answer goes. A refused message (too long, say) goes too,
      // back to the message box to be changed; otherwise it stays, to be sent again.
      const answer = state.messages.at(-1);
      let messages = state.busy && answer?.role === 'assistant' ? state.messages.slice(0, -1) : state.messages;
      if (action.failure.kind === 'refused' && messages.at(-1)?.role === 'user') messages = messages.slice(0, -1);
      return { ...state, messages, busy: false, failure: action.failure };
    }
  }
}

/** The last user message: what Retry sends again. */
export const lastUserMessage = (state: ChatState): ChatMessage | undefined =>
  state.messages.findLast((message) => message.role === 'user');

/** An answer that did not come whole: stopped, ended short, or finished without a word. */
const endedShort = (answer: ChatMessage): boolean =>
  answer.status === 'stopped' || answer.status === 'error' || answer.text === '';

/**
 * The answer Retry writes again: the last message, when it is an answer that ended short. An answer
 * that came whole has nothing to retry: asking again is the message box's job.
 */
export function regeneratableAnswer(state: ChatState): ChatMessage | undefined {
  const last = state.messages.at(-1);
  return !state.busy && last?.role === 'assistant' && endedShort(last) ? last : undefined;
}

const isChannel = (value: string | undefined): value is SupplyChainChannel =>
  (SUPPLY_CHAIN_CHANNELS as readonly (string | undefined)[]).includes(value);
const isConfigName = (value: string | undefined): value is ChatConfigName =>
  (CHAT_CONFIG_NAMES as readonly (string | undefined)[]).includes(value);

/**
 * POST /chat's body, DefaultChatTransport's shape. Only the message to answer is sent: the server
 * keeps the conversation and reads only the last message, so a long conversation does not travel
 * with every question. A channel or configuration the server does not know is left out.
 */
export function chatRequestBody(
  conversationId: string,
  message: { id: string; text: string },
  options: {
    trigger: ChatRequestBody['trigger'];
    messageId?: string;
    channel?: string;
    configName?: string;
  },
): ChatRequestBody {
  return {
    id: conversationId,
    messages: [{ id: message.id, role: 'user', parts: [{ type: 'text', text: message.text }] }],
    trigger: options.trigger,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(isChannel(options.channel) ? { channel: options.channel } : {}),
    ...(isConfigName(options.configName) ? { configName: options.configName } : {}),
  };
}
