import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { ChatTranscript } from '../../elements/components/chainforge-chat/chat-transcript';
import {
  deleteConversation,
  fetchAgentSettings,
  fetchConversation,
  fetchConversations,
} from '../../elements/core/chat-api';
import { describeError } from '../../elements/core/client-error';
import { type ChatConversationSummary, DEFAULT_AGENT_SETTINGS } from '../../elements/core/contract/chat';
import { formatCount } from '../../elements/core/format';
import { OutlineButton } from '../../elements/kit/ui/button';
import { ErrorNotice } from '../../elements/kit/ui/error-notice';
import { LoadingBar } from '../../elements/kit/ui/loading-bar';
import { useMediaQuery } from '../../elements/kit/ui/use-media-query';
import { type RemoteData, useRemoteData } from '../../elements/kit/use-remote-data';
import { showAlert } from '../alerts/alert-store';
import { Muted, PageTitle, Panel } from '../layout/page-parts';

const NOT_IN_PLAN =
  "The chat agent is not part of your account's plan, so there is no chat history. A chat agent (ctfd) plan includes the assistant and its conversations.";

/** A plan without the chat is an answer of its own, not a failure to retry. */
type Outcome = Pick<RemoteData<unknown>, 'status' | 'error'>;
const notInPlan = (remote: Outcome) => remote.error?.kind === 'forbidden';
const failedToLoad = (remote: Outcome) => remote.status === 'error' && !notInPlan(remote);

const NO_CONVERSATIONS: ChatConversationSummary[] = [];

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
};
const messagesText = (count: number) => `${formatCount(count)} ${count === 1 ? 'message' : 'messages'}`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 360px) minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const ListPanel = styled(Panel)`
  padding: 8px;

  @media (max-width: 720px) { padding: 6px; }
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button`
  display: grid;
  gap: 3px;
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: var(--cf-color-text);
  text-align: start;
  background: transparent;
  border: 0;
  border-radius: 10px;
  cursor: pointer;

  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span { font-size: 12.5px; color: var(--cf-color-text-muted); }

  &:hover { background: var(--cf-color-surface-raised); }
  &[aria-current='true'] {
    background: color-mix(in srgb, var(--cf-color-primary) 14%, transparent);
    box-shadow: inset 3px 0 0 var(--cf-color-primary);
  }
  &:focus-visible { outline: 2px solid var(--cf-color-primary); outline-offset: -2px; }
`;

const TranscriptPanel = styled(Panel)`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const TranscriptHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
  padding-bottom: 12px;
  border-bottom: 1px solid var(--cf-color-border);

  h2 { margin: 0 0 4px; font-size: 17px; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 13px; color: var(--cf-color-text-muted); }
  > div:first-child { min-width: 0; flex: 1 1 16em; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const DangerButton = styled(OutlineButton)`
  color: var(--cf-color-danger);
  border-color: color-mix(in srgb, var(--cf-color-danger) 55%, transparent);

  &:hover { border-color: var(--cf-color-danger); }
`;

const DangerSolid = styled(OutlineButton)`
  color: #fff;
  font-weight: 600;
  background: #b91c1c;
  border-color: #b91c1c;

  &:hover { background: #991b1b; border-color: #991b1b; }
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  width: 100%;
  padding: 10px 12px;
  background: color-mix(in srgb, var(--cf-color-danger) 10%, var(--cf-color-surface));
  border: 1px solid color-mix(in srgb, var(--cf-color-danger) 45%, transparent);
  border-radius: 10px;

  > span { flex: 1 1 14em; }
`;

const Empty = styled(Panel)`
  display: grid;
  gap: 8px;
  max-width: 640px;

  h2 { margin: 0; font-size: 16px; }
`;

function Transcript({
  summary,
  heading,
  onBack,
  onDeleted,
}: {
  summary: ChatConversationSummary;
  heading: string;
  onBack: (() => void) | null;
  onDeleted: (id: string) => void;
}) {
  const titleId = useId();
  const conversation = useRemoteData({ key: summary.id, load: (signal) => fetchConversation(summary.id, { signal }) });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteConversation(summary.id);
      showAlert('success', 'Conversation deleted.');
      onDeleted(summary.id);
    } catch (error) {
      showAlert('error', `The conversation was not deleted: ${describeError(error)}`);
      setDeleting(false);
    }
  };

  return (
    <TranscriptPanel aria-labelledby={titleId}>
      <TranscriptHeader>
        <div>
          <h2 id={titleId}>{summary.title || 'Untitled conversation'}</h2>
          <p>
            Last message {formatWhen(summary.updated_at)} · {messagesText(summary.message_count)}
          </p>
        </div>
        <Buttons>
          {onBack && (
            <OutlineButton type="button" onClick={onBack}>
              ← All conversations
            </OutlineButton>
          )}
          {!confirming && (
            <DangerButton ref={deleteButton} type="button" onClick={() => setConfirming(true)}>
              Delete
            </DangerButton>
          )}
        </Buttons>
        {confirming && (
          <Confirm role="group" aria-label="Confirm deletion">
            <span>Delete this conversation? This cannot be undone.</span>
            <DangerSolid ref={confirmButton} type="button" disabled={deleting} onClick={remove}>
              {deleting ? 'Deleting…' : 'Delete conversation'}
            </DangerSolid>
            <OutlineButton
              type="button"
              disabled={deleting}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
            >
              Cancel
            </OutlineButton>
          </Confirm>
        )}
      </TranscriptHeader>
      {conversation.status === 'loading' && <LoadingBar label="Loading the conversation" />}
      {failedToLoad(conversation) && (
        <ErrorNotice
          message={`Unable to load this conversation. ${conversation.error?.message}`}
          onRetry={conversation.retry}
        />
      )}
      {notInPlan(conversation) && <Muted>{NOT_IN_PLAN}</Muted>}
      {conversation.status === 'loaded' &&
        conversation.data &&
        (conversation.data.messages.length > 0 ? (
          <ChatTranscript conversation={conversation.data} heading={heading} />
        ) : (
          <Muted>This conversation has no messages.</Muted>
        ))}
    </TranscriptPanel>
  );
}

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
            <ListPanel aria-label="Conversations">
              <List ref={listRef}>
                {items.map((item) => (
                  <li key={item.id}>
                    <Item
                      type="button"
                      aria-current={open?.id === item.id ? 'true' : undefined}
                      onClick={() => setSelected(item.id)}
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
          )}
          {open && (
            <Transcript
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
