import styled from 'styled-components';
import type { ChatConversation } from '../../../contract/chat';
import { chatColors, hiddenTextCss } from './chainforge-chat.styles';
import { conversationContainer } from './chat-messages.styles';
import { MessageList } from './message-item.styles';
import { messagesOf } from './chat-state';
import { MessageItem } from './message-item';

const Frame = styled.div`
  ${chatColors}
  ${hiddenTextCss}
  ${conversationContainer}
  min-width: 0;
`;

/**
 * A stored conversation as the chat shows it (the same bubbles and markdown rendering, stopped and
 * failed answers marked), for pages that list the account's conversations.
 */
export function ChatTranscript({ conversation, heading }: { conversation: ChatConversation; heading: string }) {
  const messages = messagesOf(conversation);
  return (
    <Frame>
      <MessageList aria-label={`Messages of “${conversation.title}”`}>
        {messages.map((message, index) => (
          <MessageItem
            key={message.id}
            message={message}
            heading={heading}
            isLast={index === messages.length - 1}
            canRetry={false}
            onRetry={() => undefined}
          />
        ))}
      </MessageList>
    </Frame>
  );
}
