import { Avatar, Header, HeaderButton, Toggle } from './chat-header.styles';
import { ChatIcon, ChevronIcon, NewChatIcon } from './icons';

interface ChatHeaderProps {
  title: string;
  expanded: boolean;
  bodyId: string;
  /** A new chat has nothing to clear while the conversation loads or before anything was asked. */
  newChatDisabled: boolean;
  onToggle: () => void;
  onNewChat: () => void;
}

/** The title that opens and closes the chat, and the button that starts a new conversation. */
export function ChatHeader({ title, expanded, bodyId, newChatDisabled, onToggle, onNewChat }: ChatHeaderProps) {
  return (
    <Header part="header" $expanded={expanded}>
      <h2>
        <Toggle part="toggle" type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
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
          disabled={newChatDisabled}
          onClick={onNewChat}
        >
          <NewChatIcon />
        </HeaderButton>
      )}
    </Header>
  );
}
