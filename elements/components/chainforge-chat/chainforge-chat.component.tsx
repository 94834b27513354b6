import { type KeyboardEvent, useId, useRef } from 'react';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useMediaQuery } from '../../kit/ui/use-media-query';
import { ChatComposer } from './chat-composer';
import { ChatFailure } from './chat-failure';
import { ChatHeader } from './chat-header';
import { regeneratableAnswer } from './chat-state';
import { chatTexts, panelStyle } from './chat-appearance';
import { ConversationMessages } from './conversation-messages';
import { prefetchMessageCode } from './load-message-code';
import type { ChainforgeChatProps } from './chainforge-chat.props';
import { Body, LoadingLine, Panel, Scroller } from './chainforge-chat.styles';
import { SpokenAnswer } from './spoken-answer';
import { SuggestedPrompts } from './suggested-prompts';
import { useChatSession } from './use-chat-session';
import { useDraft } from './use-draft';
import { useExpansion } from './use-expansion';
import { useFollowLatest } from './use-follow-latest';
import { PHONE_WIDTH, useVisualViewportBox } from './use-screen';

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

  const session = useChatSession({
    apiUrl: apiUrl || undefined,
    channel,
    configName,
    restore: !newChat,
    onError: (message, reason) => emit(host, 'chainforge-chat-error', { message, reason }),
    onConversationFound: prefetchMessageCode,
  });
  const { state, settings, restoring, blocked } = session;
  const { messages, busy, failure } = state;
  const { title, greetingText, disclaimerText, promptList } = chatTexts(
    { heading, greeting, disclaimer, prompts },
    settings,
  );

  const phone = useMediaQuery(`(max-width: ${PHONE_WIDTH}px)`);
  const fullscreen = expanded && phone && !inline;
  useVisualViewportBox(panel, fullscreen);

  const { scroller, onScroll, follow } = useFollowLatest({ messages, failure, expanded, restoring });
  const send = (text: string) => {
    follow();
    session.send(text);
  };
  const draft = useDraft({ returnedDraft: session.returnedDraft, ready: !busy && !restoring && !blocked, send });
  const { setExpanded, toggle } = useExpansion(host, expanded, draft.input);

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
    follow();
    draft.input.current?.focus();
  };

  // Retry under the last answer only when it ended short; a failed request has its own Retry.
  const answerToRetry = failure || blocked ? undefined : regeneratableAnswer(state);
  const empty = messages.length === 0;

  return (
    <Panel
      ref={panel}
      part="panel"
      aria-label={`${title} chat`}
      $expanded={expanded}
      $fullscreen={fullscreen}
      style={panelStyle({ maxHeight, maxWidth, colors }, settings)}
      onKeyDown={onPanelKey}
      onPointerEnter={prefetchMessageCode}
      onFocus={prefetchMessageCode}
    >
      <ChatHeader
        title={title}
        expanded={expanded}
        bodyId={bodyId}
        newChatDisabled={restoring || (empty && !busy)}
        onToggle={toggle}
        onNewChat={startNewChat}
      />

      <Body id={bodyId} part="body" hidden={!expanded}>
        {restoring && (
          <LoadingLine>
            <LoadingBar label="Loading the conversation" />
          </LoadingLine>
        )}
        <Scroller ref={scroller} part="messages" aria-label="Conversation" tabIndex={0} onScroll={onScroll}>
          {empty && !restoring && (
            <SuggestedPrompts
              greeting={greetingText}
              prompts={promptList}
              disabled={busy || Boolean(blocked)}
              onAsk={send}
            />
          )}
          {!empty && (
            <ConversationMessages
              messages={messages}
              heading={title}
              canRetry={answerToRetry !== undefined}
              onRetry={session.retry}
              failed={failure !== null}
            />
          )}
        </Scroller>

        <ChatFailure failure={failure} blocked={blocked} onRetry={session.retry} />

        <ChatComposer
          draft={draft}
          countId={`${bodyId}-count`}
          title={title}
          disclaimer={disclaimerText}
          busy={busy}
          blocked={blocked}
          onStop={session.stop}
        />
      </Body>

      <SpokenAnswer messages={messages} />
    </Panel>
  );
}
