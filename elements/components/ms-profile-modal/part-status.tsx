import type { Messages } from '../../core/membership/messages';
import type { RemoteStatus } from '../../kit/use-remote-data';
import { InlineRow, Muted, SmallButton } from './ms-profile-modal.styles';

/** A part's loading line, or why it did not load with a retry; nothing once loaded. */
export function PartStatus({
  messages,
  status,
  failure,
  retry,
}: {
  messages: Messages;
  status: RemoteStatus;
  failure: string;
  retry: () => void;
}) {
  if (status === 'loading') return <Muted aria-busy="true">{messages.message('common.loading')}</Muted>;
  if (status === 'loaded') return null;
  return (
    <InlineRow role="alert">
      <Muted>{failure}</Muted>
      <SmallButton onClick={retry}>{messages.message('common.retry')}</SmallButton>
    </InlineRow>
  );
}
