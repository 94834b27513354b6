import { type ReactNode, useId } from 'react';
import type { RemoteData } from '../use-remote-data';
import { Card, CardBody, CardTitle } from './card';
import { ErrorNotice } from './error-notice';
import { LoadingBar } from './loading-bar';

interface RemoteCardProps {
  /** The card's heading, which names it for a screen reader. */
  title: ReactNode;
  /** What the loading bar says: `Loading token usage`. */
  loadingLabel: string;
  /** The load the card shows, as useRemoteData gives it. */
  remote: Pick<RemoteData<unknown>, 'status' | 'retry'>;
  /** What a failed load says, beside its Try again. */
  errorText: string;
  children: ReactNode;
}

/**
 * A dashboard card that shows one load: its title, the loading bar and aria-busy while it loads,
 * its figures, and a failure with Try again under them. Parts: `card`, `title`.
 */
export function RemoteCard({ title, loadingLabel, remote, errorText, children }: RemoteCardProps) {
  const titleId = useId();
  return (
    <Card part="card" aria-labelledby={titleId} aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label={loadingLabel} />}
      <CardBody>
        <CardTitle part="title" id={titleId}>
          {title}
        </CardTitle>
        {children}
      </CardBody>
      {remote.status === 'error' && <ErrorNotice message={errorText} onRetry={remote.retry} />}
    </Card>
  );
}
