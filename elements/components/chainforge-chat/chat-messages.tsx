import type { ChatMessage } from './chat-state';
import { MessageList } from './message-item.styles';
import { MessageItem } from './message-item';

export interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  heading: string;
  /** The last answer ended short (stopped, cut off, empty) and may be written again. */
  canRetry: boolean;
  onRetry: () => void;
  /** The last question's request failed. */
  failed: boolean;
}

/** The conversation's messages, oldest first. */
export function ChatMessages({ messages, heading, canRetry, onRetry, failed }: ChatMessagesProps) {
  const last = messages.length - 1;
  return (
    <MessageList aria-label="Messages">
      {messages.map((message, index) => (
        <MessageItem
          // The streaming answer keeps its element when the server gives it its id.
          key={message.role === 'assistant' && index === last ? 'answer' : message.id}
          message={message}
          heading={heading}
          isLast={index === last}
          canRetry={canRetry}
          onRetry={onRetry}
          notSent={failed && message.role === 'user' && index === last}
        />
      ))}
    </MessageList>
  );
}
