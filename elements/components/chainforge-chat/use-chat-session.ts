import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  fetchAgentSettings,
  fetchConversation,
  fetchConversations,
  newChatId,
  resumeChat,
  stopAnswer,
  streamChat,
} from '../../core/chat-api';
import { ClientError, type ClientErrorKind } from '../../core/client-error';
import type { AgentSettings } from '../../../contract/chat';
import type { UIMessageChunk } from '../../core/stream/ui-message-chunk';
import { onApiTokenChange } from '../../kit/api-token-events';
import { afterPageScripts } from '../../kit/document-ready';
import { useRemoteData } from '../../kit/use-remote-data';
import {
  type ChatAction,
  type ChatFailure,
  type ChatState,
  chatReducer,
  chatRequestBody,
  initialChatState,
  lastUserMessage,
  regeneratableAnswer,
} from './chat-state';

export interface ChatSessionOptions {
  apiUrl: string | undefined;
  channel: string | undefined;
  configName: string | undefined;
  /** Reopen the account's latest conversation (else start a new one). */
  restore: boolean;
  /** `reason` is the failure's kind as the `chainforge-chat-error` event publishes it. */
  onError: (message: string, reason: string) => void;
  /** A stored conversation is about to be fetched: what shows it may be fetched alongside. */
  onConversationFound: () => void;
}

export interface ChatSession {
  state: ChatState;
  /** The account's agent settings; undefined until (or unless) they load. */
  settings: AgentSettings | undefined;
  /** The account's latest conversation is being fetched: nothing may be sent yet. */
  restoring: boolean;
  /** Why this account cannot chat at all (its plan), once the API said so. */
  blocked: string | null;
  send: (text: string) => void;
  retry: () => void;
  stop: () => void;
  newChat: () => void;
  /** Text handed back to the message box (a refused message, to be changed). */
  returnedDraft: { text: string; at: number } | null;
}

/** The event has published `expired` for a session that ended since before the one client error. */
const publishedReason = (kind: ClientErrorKind): string => (kind === 'expired-session' ? 'expired' : kind);

/**
 * The conversation with the API: the account's settings and latest conversation on mount (and
 * again when the API token changes: another account), sending, streaming the answer in, Stop,
 * Retry and New chat.
 */
export function useChatSession({
  apiUrl,
  channel,
  configName,
  restore,
  onError,
  onConversationFound,
}: ChatSessionOptions): ChatSession {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState(newChatId('chat')));
  // The page's own scripts may still set the element's api-url: the settings wait for them.
  const settings = useRemoteData<AgentSettings>({
    load: async (signal) => {
      await afterPageScripts();
      return fetchAgentSettings({ apiUrl, signal });
    },
    key: apiUrl ?? '',
  });
  const [restoring, setRestoring] = useState(true);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [returnedDraft, setReturnedDraft] = useState<ChatSession['returnedDraft']>(null);
  const [account, setAccount] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const live = useRef({ state, apiUrl, channel, configName, onError, onConversationFound, restoring, blocked });
  live.current = { state, apiUrl, channel, configName, onError, onConversationFound, restoring, blocked };

  const stop = useCallback(() => {
    // The server may go on writing an answer whose client went away (it can be resumed): Stop says so.
    stopAnswer(live.current.state.conversationId, { apiUrl: live.current.apiUrl }).catch(() => undefined);
    controller.current?.abort();
  }, []);

  /**
   * Shows an answer as its chunks arrive: `begin` puts its empty place in the conversation; Stop
   * (a newer request, New chat) aborts `aborter`. `message` is the one sent, handed back to the
   * message box when it is refused.
   */
  const follow = useCallback(
    async (
      aborter: AbortController,
      begin: ChatAction,
      chunks: AsyncIterable<UIMessageChunk>,
      message?: { text: string },
    ) => {
      dispatch(begin);
      try {
        for await (const chunk of chunks) dispatch({ type: 'chunk', chunk });
        dispatch({ type: 'finished' });
      } catch (error) {
        if (aborter.signal.aborted) {
          if (controller.current === aborter || controller.current === null) dispatch({ type: 'stopped' });
          return;
        }
        const failure =
          error instanceof ClientError
            ? error
            : new ClientError('interrupted', 'The answer could not be completed. Please try again.');
        if (failure.kind === 'interrupted') {
          dispatch({ type: 'interrupted', message: failure.message });
        } else {
          const retryAfter = failure.retryAfterSeconds;
          const shown: ChatFailure = {
            kind: failure.kind,
            message: failure.message,
            ...(retryAfter !== undefined ? { retryAt: Date.now() + retryAfter * 1000 } : {}),
          };
          dispatch({ type: 'fail', failure: shown });
          if (failure.kind === 'refused' && message) setReturnedDraft({ text: message.text, at: Date.now() });
          if (failure.kind === 'forbidden') setBlocked(failure.message);
        }
        live.current.onError(failure.message, publishedReason(failure.kind));
      } finally {
        if (controller.current === aborter) controller.current = null;
      }
    },
    [],
  );

  /** A new AbortController for the request about to start, ending the one before. */
  const nextRequest = useCallback(() => {
    controller.current?.abort();
    const aborter = new AbortController();
    controller.current = aborter;
    return aborter;
  }, []);

  useEffect(() => onApiTokenChange(() => setAccount((count) => count + 1)), []);

  // The settings and the latest conversation of the signed-in account.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `account` changes with the API token.
  useEffect(() => {
    let current = true;
    controller.current?.abort();
    setRestoring(true);
    setBlocked(null);
    const forbidden = (error: unknown) => {
      if (current && error instanceof ClientError && error.kind === 'forbidden') setBlocked(error.message);
    };
    /** Follows the conversation's answer still being written, when there is one, as a new answer to its last question. */
    const resumeAnswer = async (conversationId: string) => {
      const aborter = nextRequest();
      const chunks = await resumeChat(conversationId, { apiUrl, signal: aborter.signal }).catch(() => undefined);
      if (chunks && !aborter.signal.aborted) {
        // Shown as an answer written again is: a new answer after the last question.
        void follow(aborter, { type: 'regenerate', answerId: newChatId('pending') }, chunks);
      } else if (controller.current === aborter) {
        controller.current = null;
      }
    };
    const load = async () => {
      await afterPageScripts();
      if (!current) return;
      try {
        const [latest] = restore ? await fetchConversations({ apiUrl, limit: 1 }) : [];
        if (latest && current) live.current.onConversationFound();
        const conversation = latest ? await fetchConversation(latest.id, { apiUrl }) : undefined;
        if (!current) return;
        if (conversation) {
          dispatch({ type: 'restore', conversation });
          // An answer still being written (the page reloaded mid-answer) is not stored yet: its question is last.
          if (conversation.messages.at(-1)?.role === 'user') await resumeAnswer(conversation.id);
        } else {
          dispatch({ type: 'new-chat', conversationId: newChatId('chat') });
        }
      } catch (error) {
        // Without the history the chat still works: a new conversation.
        forbidden(error);
        if (current) dispatch({ type: 'new-chat', conversationId: newChatId('chat') });
      } finally {
        if (current) setRestoring(false);
      }
    };
    void load();
    return () => {
      current = false;
    };
  }, [apiUrl, account, restore, follow, nextRequest]);

  // The element stops reading the answer when it goes; a server that keeps answers lets it resume.
  useEffect(() => () => controller.current?.abort(), []);

  const request = useCallback(
    async (
      message: { id: string; text: string },
      trigger: 'submit-message' | 'regenerate-message',
      regenerating?: string,
    ) => {
      const { state: now, apiUrl: url, channel: pageChannel, configName: config } = live.current;
      const aborter = nextRequest();
      const answerId = newChatId('pending');
      const body = chatRequestBody(now.conversationId, message, {
        trigger,
        messageId: regenerating,
        channel: pageChannel,
        configName: config,
      });
      await follow(
        aborter,
        regenerating ? { type: 'regenerate', answerId } : { type: 'submit', message, answerId },
        streamChat(body, { apiUrl: url, signal: aborter.signal }),
        message,
      );
    },
    [follow, nextRequest],
  );

  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      const { state: now, restoring: waiting } = live.current;
      if (!question || now.busy || waiting) return;
      void request({ id: newChatId('msg'), text: question }, 'submit-message');
    },
    [request],
  );

  // A question whose request failed is sent again; an answer that ended short is written again.
  const retry = useCallback(() => {
    const { state: now } = live.current;
    const question = lastUserMessage(now);
    if (now.busy || !question) return;
    const answer = regeneratableAnswer(now);
    if (now.failure) void request(question, 'submit-message');
    else if (answer) void request(question, 'regenerate-message', answer.id);
  }, [request]);

  const newChat = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'new-chat', conversationId: newChatId('chat') });
  }, []);

  const settingsRefusal = settings.error?.kind === 'forbidden' ? settings.error.message : null;
  return {
    state,
    settings: settings.data,
    restoring,
    blocked: blocked ?? settingsRefusal,
    send,
    retry,
    stop,
    newChat,
    returnedDraft,
  };
}
