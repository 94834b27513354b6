import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { fetchAgentSettings, fetchConversations } from '../../../elements/core/chat-api';
import { type ChatConversationSummary, DEFAULT_AGENT_SETTINGS } from '../../../contract/chat';
import { ErrorNotice } from '../../../elements/kit/ui/error-notice';
import { LoadingBar } from '../../../elements/kit/ui/loading-bar';
import { useMediaQuery } from '../../../elements/kit/ui/use-media-query';
import { useRemoteData } from '../../../elements/kit/use-remote-data';
import { Muted, PageTitle, Panel } from '../../layout/page-parts';
import { Empty, Layout } from './chat-history.styles';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { failedToLoad, NOT_IN_PLAN, notInPlan } from './history-texts';

const NO_CONVERSATIONS: ChatConversationSummary[] = [];

/** The account's conversations with the assistant, newest first, each opening its transcript. */
export function ChatHistoryPage() {
  const list = useRemoteData({ load: (signal) => fetchConversations({ signal }) });
  const settings = useRemoteData({ load: (signal) => fetchAgentSettings({ signal }) });
  const heading = settings.data?.title ?? DEFAULT_AGENT_SETTINGS.title;
  const [selected, setSelected] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 900px)');
  const listRef = useRef<HTMLUListElement>(null);

  const items = (list.status === 'loaded' && list.data) || NO_CONVERSATIONS;
  // On a wide screen the newest conversation is open from the start; on a phone the list comes first.
  const open = items.find((item) => item.id === selected) ?? (narrow ? undefined : items[0]);

  const onDeleted = (id: string) => {
    const index = items.findIndex((item) => item.id === id);
    const rest = items.filter((item) => item.id !== id);
    list.replace(rest);
    setSelected(narrow ? null : (rest[Math.min(index, rest.length - 1)]?.id ?? null));
    requestAnimationFrame(() => listRef.current?.querySelector('button')?.focus());
  };

  return (
    <>
      <PageTitle>Chat History</PageTitle>
      {list.status === 'loading' && <LoadingBar label="Loading your conversations" />}
      {failedToLoad(list) && (
        <Panel>
          <ErrorNotice message={`Unable to load your conversations. ${list.error?.message}`} onRetry={list.retry} />
        </Panel>
      )}
      {notInPlan(list) && (
        <Empty role="status">
          <h2>Not part of your plan</h2>
          <Muted>{NOT_IN_PLAN}</Muted>
        </Empty>
      )}
      {list.status === 'loaded' && items.length === 0 && (
        <Empty>
          <h2>No conversations yet</h2>
          <Muted>
            Conversations with the assistant appear here, newest first. Ask it something on a{' '}
            <Link href="/supply-chain/overview?channel=total">supply-chain page</Link>.
          </Muted>
        </Empty>
      )}
      {items.length > 0 && (
        <Layout>
          {!(narrow && open) && (
            <ConversationList items={items} openId={open?.id} listRef={listRef} onSelect={setSelected} />
          )}
          {open && (
            <ConversationView
              key={open.id}
              summary={open}
              heading={heading}
              onBack={narrow ? () => setSelected(null) : null}
              onDeleted={onDeleted}
            />
          )}
        </Layout>
      )}
    </>
  );
}
