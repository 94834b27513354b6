import type { RefObject } from 'react';
import type { ChatConversationSummary } from '../../../contract/chat';
import { Item, List, ListPanel } from './chat-history.styles';
import { formatWhen, messagesText } from './history-texts';

/** The conversations, newest first, each with when it last changed and how long it is. */
export function ConversationList({
  items,
  openId,
  listRef,
  onSelect,
}: {
  items: readonly ChatConversationSummary[];
  openId: string | undefined;
  listRef: RefObject<HTMLUListElement | null>;
  onSelect: (id: string) => void;
}) {
  return (
    <ListPanel aria-label="Conversations">
      <List ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <Item
              type="button"
              aria-current={openId === item.id ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <strong>{item.title || 'Untitled conversation'}</strong>
              <span>
                {formatWhen(item.updated_at)} · {messagesText(item.message_count)}
              </span>
            </Item>
          </li>
        ))}
      </List>
    </ListPanel>
  );
}
