import type { ChatFailure as Failed } from './chat-state';
import { Failure, TextButton } from './chat-messages.styles';
import { RetryIcon } from './icons';
import { useSecondsUntil } from './use-screen';

/** A failure the same question may get past by asking again; a refusal or a plan without chat is not one. */
const isRetryable = (failure: Failed) =>
  failure.kind === 'server' || failure.kind === 'network' || failure.kind === 'rate-limited';

/**
 * Why the last question got no answer, with a retry where one may help (counting down while the
 * server asked to wait), or why the chat cannot be used at all.
 */
export function ChatFailure({
  failure,
  blocked,
  onRetry,
}: {
  failure: Failed | null;
  blocked: string | null;
  onRetry: () => void;
}) {
  const retrySeconds = useSecondsUntil(failure?.retryAt);
  if (failure) {
    return (
      <Failure part="error" role="alert">
        <span>{failure.message}</span>
        {isRetryable(failure) && (
          <TextButton part="retry" type="button" disabled={retrySeconds > 0} onClick={onRetry}>
            <RetryIcon />
            {retrySeconds > 0 ? `Retry in ${retrySeconds} s` : 'Retry'}
          </TextButton>
        )}
      </Failure>
    );
  }
  return blocked ? (
    <Failure part="error" role="status">
      <span>{blocked}</span>
    </Failure>
  ) : null;
}
