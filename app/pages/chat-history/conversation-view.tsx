import { useId } from 'react';
import { ChatTranscript } from '../../../elements/components/chainforge-chat/chat-transcript';
import { fetchConversation } from '../../../elements/core/chat-api';
import type { ChatConversationSummary } from '../../../contract/chat';
import { OutlineButton } from '../../../elements/kit/ui/button';
import { ErrorNotice } from '../../../elements/kit/ui/error-notice';
import { LoadingBar } from '../../../elements/kit/ui/loading-bar';
import { useRemoteData } from '../../../elements/kit/use-remote-data';
import { Muted } from '../../layout/page-parts';
import { Buttons, Confirm, DangerButton, DangerSolid, TranscriptHeader, TranscriptPanel } from './chat-history.styles';
import { failedToLoad, formatWhen, messagesText, NOT_IN_PLAN, notInPlan } from './history-texts';
import { useConversationDelete } from './use-conversation-delete';

/** One conversation's transcript, with the way back to the list on a phone and its deletion. */
export function ConversationView({
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
  const deletion = useConversationDelete(summary.id, onDeleted);

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
          {!deletion.confirming && (
            <DangerButton ref={deletion.deleteButton} type="button" onClick={deletion.ask}>
              Delete
            </DangerButton>
          )}
        </Buttons>
        {deletion.confirming && (
          <Confirm role="group" aria-label="Confirm deletion">
            <span>Delete this conversation? This cannot be undone.</span>
            <DangerSolid
              ref={deletion.confirmButton}
              type="button"
              disabled={deletion.deleting}
              onClick={deletion.remove}
            >
              {deletion.deleting ? 'Deleting…' : 'Delete conversation'}
            </DangerSolid>
            <OutlineButton type="button" disabled={deletion.deleting} onClick={deletion.cancel}>
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
