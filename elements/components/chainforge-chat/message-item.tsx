import { memo } from 'react';
import type { ChatMessage } from './chat-state';
import { AssistantLine, TextButton } from './chat-messages.styles';
import { AssistantBubble, Row, Status, Typing, UserBubble } from './message-item.styles';
import { Avatar } from './chat-header.styles';
import { ChatIcon, RetryIcon } from './icons';
import { MarkdownView } from './markdown-view';

/** A message of the conversation; an earlier one does not render again while an answer streams in. */
export const MessageItem = memo(function MessageItem({
  message,
  heading,
  isLast,
  canRetry,
  onRetry,
  notSent = false,
}: {
  message: ChatMessage;
  heading: string;
  isLast: boolean;
  canRetry: boolean;
  onRetry: () => void;
  /** The request carrying this message failed before it was answered. */
  notSent?: boolean;
}) {
  if (message.role === 'user') {
    return (
      <Row $role="user">
        <UserBubble part="message user-message">
          <span className="visually-hidden">You said: </span>
          {message.text}
        </UserBubble>
        {notSent && (
          <Status part="message-status" $user>
            Not sent
          </Status>
        )}
      </Row>
    );
  }
  const streaming = message.status === 'streaming';
  return (
    <Row $role="assistant">
      <AssistantLine>
        <Avatar $size={30} aria-hidden="true">
          <ChatIcon size={16} />
        </Avatar>
        <AssistantBubble part="message assistant-message" aria-busy={streaming || undefined}>
          <span className="visually-hidden">{heading} answered: </span>
          {message.text ? (
            <MarkdownView text={message.text} streaming={streaming} />
          ) : streaming ? (
            <Typing>
              <i />
              <i />
              <i />
              <span className="visually-hidden">Writing an answer…</span>
            </Typing>
          ) : (
            <p>{message.status === 'stopped' ? 'Stopped before answering.' : 'No answer.'}</p>
          )}
        </AssistantBubble>
      </AssistantLine>
      {(message.status === 'stopped' || message.status === 'error' || (isLast && canRetry)) && (
        <Status part="message-status" $error={message.status === 'error'}>
          {message.status === 'stopped' && message.text !== '' && <span>Stopped</span>}
          {message.status === 'error' && <span>{message.error ?? 'The answer ended early.'}</span>}
          {isLast && canRetry && (
            <TextButton part="retry" type="button" onClick={onRetry}>
              <RetryIcon />
              Retry
            </TextButton>
          )}
        </Status>
      )}
    </Row>
  );
});
