import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  AGENT_COLOR_NAMES,
  type AgentColorName,
  type AgentColors,
  CHAT_LIMITS,
  DEFAULT_AGENT_SETTINGS,
  isCssColor,
} from '../../core/contract/chat';
import { formatCount } from '../../core/format';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useMediaQuery } from '../../kit/ui/use-media-query';
import type { ChatMessage } from './chat-state';
import type { ChainforgeChatProps } from './chainforge-chat.props';
import {
  AssistantLine,
  Avatar,
  Body,
  Composer,
  Failure,
  Greeting,
  Header,
  HeaderButton,
  InputBox,
  LoadingLine,
  MessageList,
  Meta,
  Panel,
  PromptButton,
  Prompts,
  Scroller,
  SendButton,
  TextButton,
  Toggle,
  VisuallyHidden,
} from './chainforge-chat.styles';
import { ChatIcon, ChevronIcon, NewChatIcon, RetryIcon, SendIcon, StopIcon } from './icons';
import { MessageItem } from './message-item';
import { spokenSentences } from './spoken-text';
import { useChatSession } from './use-chat-session';
import { PHONE_WIDTH, useSecondsUntil, useVisualViewportBox } from './use-screen';

/** Where each named colour goes: the theme's token, or the chat's own. */
const COLOR_PROPERTIES: Record<AgentColorName, string> = {
  primary: '--cf-color-primary',
  background: '--cf-chat-background',
  surface: '--cf-chat-surface',
  text: '--cf-color-text',
  muted: '--cf-color-text-muted',
  border: '--cf-color-border',
  userBubble: '--cf-chat-user-bubble',
  userText: '--cf-chat-user-text',
  assistantBubble: '--cf-chat-assistant-bubble',
  assistantText: '--cf-chat-assistant-text',
};

/** The colours as custom properties; only CSS colours are taken, the others stay the theme's. */
function colorStyle(colors: AgentColors | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (!colors || typeof colors !== 'object') return style;
  for (const name of AGENT_COLOR_NAMES) {
    const value = colors[name];
    if (typeof value === 'string' && isCssColor(value.trim())) style[COLOR_PROPERTIES[name]] = value.trim();
  }
  return style;
}

const isPromptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/** Screen readers hear an answer a sentence at a time, as each sentence is complete. */
function useSpokenAnswer(messages: readonly ChatMessage[]): string[] {
  const [spoken, setSpoken] = useState<string[]>([]);
  const following = useRef(false);
  const said = useRef(0);
  const answer = messages.at(-1);
  useEffect(() => {
    if (answer?.role !== 'assistant') return;
    const done = answer.status !== 'streaming';
    if (!done && answer.text === '') {
      // A new answer: the region starts over.
      following.current = true;
      said.current = 0;
      setSpoken([]);
      return;
    }
    if (!following.current) return;
    const sentences = spokenSentences(answer.text, done);
    const fresh = sentences.slice(said.current);
    said.current = Math.max(said.current, sentences.length);
    if (done) {
      following.current = false;
      if (answer.status === 'stopped') fresh.push('Stopped.');
      if (answer.status === 'error') fresh.push(answer.error ?? 'The answer ended early.');
    }
    if (fresh.length > 0) setSpoken((shown) => [...shown, ...fresh]);
  }, [answer]);
  return spoken;
}

export function ChainforgeChat({
  host,
  apiUrl,
  configName,
  channel,
  heading,
  greeting,
  disclaimer,
  maxHeight,
  maxWidth,
  expanded = true,
  inline = false,
  newChat = false,
  prompts,
  colors,
}: ChainforgeChatProps & KitProps) {
  const bodyId = useId();
  const panel = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const stick = useRef(true);
  const focusAfterOpen = useRef(false);
  const [draft, setDraft] = useState('');

  const session = useChatSession({
    apiUrl: apiUrl || undefined,
    channel,
    configName,
    restore: !newChat,
    onError: (message, reason) => emit(host, 'chainforge-chat-error', { message, reason }),
  });
  const { state, settings, restoring, blocked } = session;
  const { messages, busy, failure } = state;

  // The page's attributes, then the account's settings, then the defaults.
  const title = heading || settings?.title || DEFAULT_AGENT_SETTINGS.title;
  const greetingText = greeting ?? settings?.greeting ?? DEFAULT_AGENT_SETTINGS.greeting;
  const disclaimerText = disclaimer ?? settings?.disclaimer ?? DEFAULT_AGENT_SETTINGS.disclaimer;
  const promptList = isPromptList(prompts) ? prompts : (settings?.prompts ?? DEFAULT_AGENT_SETTINGS.prompts);

  const phone = useMediaQuery(`(max-width: ${PHONE_WIDTH}px)`);
  const fullscreen = expanded && phone && !inline;
  useVisualViewportBox(panel, fullscreen);

  const spoken = useSpokenAnswer(messages);
  const retrySeconds = useSecondsUntil(failure?.retryAt);

  const setExpanded = useCallback(
    (open: boolean) => {
      (host as HTMLElement & ChainforgeChatProps).expanded = open;
      emit(host, 'chainforge-chat-toggle', { expanded: open });
    },
    [host],
  );

  const { returnedDraft } = session;
  useEffect(() => {
    if (returnedDraft) setDraft((current) => (current.trim() === '' ? returnedDraft.text : current));
  }, [returnedDraft]);

  // Follow the answer as it grows, unless the person scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the conversation may grow it.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && stick.current) box.scrollTop = box.scrollHeight;
  }, [messages, failure, expanded, restoring]);

  // The conversation's box shrinks as the message box grows: it keeps showing the latest message.
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      if (stick.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // The message box grows with its text, up to its CSS max-height, and again when its width changes.
  const fitInput = useCallback(() => {
    const box = input.current;
    if (!box || box.offsetParent === null) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the draft.
  useLayoutEffect(fitInput, [draft, fitInput]);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let width = box.clientWidth;
    let frame = 0;
    // A frame later: resizing inside the observer's callback would be a ResizeObserver loop.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fitInput);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [fitInput]);

  useEffect(() => {
    if (expanded && focusAfterOpen.current) input.current?.focus();
    focusAfterOpen.current = false;
  }, [expanded]);

  const tooLong = [...draft].length > CHAT_LIMITS.messageChars;
  const canSend = draft.trim() !== '' && !busy && !restoring && !blocked && !tooLong;

  const send = (text: string) => {
    stick.current = true;
    session.send(text);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send(draft);
    setDraft('');
  };

  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (busy) {
      event.preventDefault();
      event.stopPropagation();
      session.stop();
    } else if (fullscreen) {
      event.preventDefault();
      setExpanded(false);
    }
  };

  const startNewChat = () => {
    session.newChat();
    stick.current = true;
    input.current?.focus();
  };

  const failureRetryable =
    failure !== null && (failure.kind === 'server' || failure.kind === 'network' || failure.kind === 'rate-limited');
  const lastAnswer = messages.at(-1)?.role === 'assistant' ? messages.at(-1) : undefined;
  const canRetryAnswer = !busy && !failure && !blocked && lastAnswer !== undefined;
  const empty = messages.length === 0;
  const count = [...draft].length;

  const style = {
    maxHeight: maxHeight || '75vh',
    maxWidth: maxWidth || '650px',
    // The page's colours replace the account's as a whole, as the settings' own colours do the theme's.
    ...colorStyle(colors ?? settings?.colors),
  } as CSSProperties;

  return (
    <Panel
      ref={panel}
      part="panel"
      aria-label={`${title} chat`}
      $expanded={expanded}
      $fullscreen={fullscreen}
      style={style}
      onKeyDown={onPanelKey}
    >
      <Header part="header" $expanded={expanded}>
        <h2>
          <Toggle
            part="toggle"
            type="button"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => {
              focusAfterOpen.current = !expanded;
              setExpanded(!expanded);
            }}
          >
            <Avatar aria-hidden="true">
              <ChatIcon />
            </Avatar>
            <span className="title">{title}</span>
            <ChevronIcon />
          </Toggle>
        </h2>
        {expanded && (
          <HeaderButton
            part="new-chat"
            type="button"
            aria-label="New chat"
            title="New chat"
            disabled={restoring || (empty && !busy)}
            onClick={startNewChat}
          >
            <NewChatIcon />
          </HeaderButton>
        )}
      </Header>

      <Body id={bodyId} part="body" hidden={!expanded}>
        {restoring && (
          <LoadingLine>
            <LoadingBar label="Loading the conversation" />
          </LoadingLine>
        )}
        <Scroller
          ref={scroller}
          part="messages"
          aria-label="Conversation"
          tabIndex={0}
          onScroll={(event) => {
            const box = event.currentTarget;
            stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
          }}
        >
          {empty && !restoring && (
            <div>
              {greetingText && (
                <AssistantLine>
                  <Avatar $size={30} aria-hidden="true">
                    <ChatIcon size={16} />
                  </Avatar>
                  <Greeting part="greeting">{greetingText}</Greeting>
                </AssistantLine>
              )}
              {promptList.length > 0 && (
                <Prompts part="prompts" aria-label="Suggested questions">
                  {promptList.map((prompt) => (
                    <li key={prompt}>
                      <PromptButton
                        part="prompt"
                        type="button"
                        disabled={busy || Boolean(blocked)}
                        onClick={() => send(prompt)}
                      >
                        {prompt}
                      </PromptButton>
                    </li>
                  ))}
                </Prompts>
              )}
            </div>
          )}
          {!empty && (
            <MessageList aria-label="Messages">
              {messages.map((message, index) => (
                <MessageItem
                  key={message.role === 'assistant' && index === messages.length - 1 ? 'answer' : message.id}
                  message={message}
                  heading={title}
                  isLast={index === messages.length - 1}
                  canRetry={canRetryAnswer}
                  onRetry={session.retry}
                  notSent={failure !== null && message.role === 'user' && index === messages.length - 1}
                />
              ))}
            </MessageList>
          )}
        </Scroller>

        {failure ? (
          <Failure part="error" role="alert">
            <span>{failure.message}</span>
            {failureRetryable && (
              <TextButton part="retry" type="button" disabled={retrySeconds > 0} onClick={session.retry}>
                <RetryIcon />
                {retrySeconds > 0 ? `Retry in ${retrySeconds} s` : 'Retry'}
              </TextButton>
            )}
          </Failure>
        ) : (
          blocked && (
            <Failure part="error" role="status">
              <span>{blocked}</span>
            </Failure>
          )
        )}

        <Composer part="composer" onSubmit={submit}>
          <InputBox>
            <textarea
              ref={input}
              part="input"
              rows={1}
              value={draft}
              placeholder={blocked ? 'Chat is not available on this plan' : 'Ask about your supply chain…'}
              aria-label={`Message ${title}`}
              aria-describedby={tooLong ? `${bodyId}-count` : undefined}
              aria-invalid={tooLong || undefined}
              disabled={Boolean(blocked)}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={onInputKey}
            />
            {busy ? (
              <SendButton
                part="stop"
                type="button"
                $stop
                aria-label="Stop answering"
                title="Stop (Esc)"
                onClick={session.stop}
              >
                <StopIcon />
              </SendButton>
            ) : (
              <SendButton part="send" type="submit" aria-label="Send" title="Send (Enter)" disabled={!canSend}>
                <SendIcon />
              </SendButton>
            )}
          </InputBox>
          {(disclaimerText || count > CHAT_LIMITS.messageChars * 0.8) && (
            <Meta>
              <p part="disclaimer">{disclaimerText}</p>
              {count > CHAT_LIMITS.messageChars * 0.8 && (
                <span id={`${bodyId}-count`} className="count" data-over={tooLong || undefined}>
                  {formatCount(count)} / {formatCount(CHAT_LIMITS.messageChars)}
                </span>
              )}
            </Meta>
          )}
        </Composer>
      </Body>

      <VisuallyHidden part="live" aria-live="polite">
        {spoken.map((sentence, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sentences are only ever added at the end.
          <p key={index}>{sentence}</p>
        ))}
      </VisuallyHidden>
    </Panel>
  );
}
