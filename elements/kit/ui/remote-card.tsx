import { type ReactNode, useId } from 'react';
import type { RemoteData } from '../use-remote-data';
import { Card, CardBody, CardTitle } from './card';
import { ErrorNotice } from './error-notice';
import { LoadingBar } from './loading-bar';
import { SignedOutNotice, type SignedOutTextKey } from './signed-out-notice';

interface RemoteCardProps {
  /** The card's heading, which names it for a screen reader. */
  title: ReactNode;
  /** What the loading bar says: `Loading token usage`. */
  loadingLabel: string;
  /** The load the card shows, as useRemoteData gives it. */
  remote: Pick<RemoteData<unknown>, 'status' | 'failureMessage' | 'retry'>;
  /** What the card says in place of its figures while nobody is signed in (a `signed-out` load). */
  signedOutText: SignedOutTextKey;
  children: ReactNode;
}

/**
 * A dashboard card that shows one load: its title, the loading bar and aria-busy while it loads,
 * its figures (or, while nobody is signed in, a neutral way to sign in), and a failure with Try
 * again under them. Parts: `card`, `title`.
 */
export function RemoteCard({ title, loadingLabel, remote, signedOutText, children }: RemoteCardProps) {
  const titleId = useId();
  return (
    <Card part="card" aria-labelledby={titleId} aria-busy={remote.status === 'loading'}>
      {remote.status === 'loading' && <LoadingBar label={loadingLabel} />}
      <CardBody>
        <CardTitle part="title" id={titleId}>
          {title}
        </CardTitle>
        {remote.status === 'signed-out' ? <SignedOutNotice textKey={signedOutText} inset={false} /> : children}
      </CardBody>
      {remote.status === 'error' && <ErrorNotice message={remote.failureMessage} onRetry={remote.retry} />}
    </Card>
  );
}
