import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { COMMENT_TEXTS } from '../../core/membership/comment-texts';
import { commentsClient } from '../../core/membership/comments-client';
import type { KitProps } from '../../kit/define-element';
import { membershipClient, membershipSession } from '../../kit/membership/membership-runtime';
import { FailurePlaceholder, LoadingPlaceholder } from '../../kit/membership/modal-layout';
import { errorText } from '../../kit/membership/error-text';
import { useWidgetMessages } from '../../kit/membership/use-widget-messages';
import { PrimaryButton } from '../../kit/ui/button';
import { CommentPostItem } from './comment-post';
import type { CommentsContextValue } from './comments-context';
import { CommentsProvider } from './comments-provider';
import { Composer } from './composer';
import { NewCommentsNotice, TypingNotice } from './live-notices';
import { Centered, ErrorLine, Heading, HeadingRow, List, Section, TextButton } from './ms-comments.styles';
import type { MsCommentsProps } from './ms-comments.props';
import { ReplyMailToggle } from './reply-mail-toggle';
import { useChannelView } from './use-channel-view';
import { useTypingNotice } from './use-typing';

/** The signed-in member's id: a string, so the store's snapshot stays equal while nothing changed. */
const signedInMemberId = () => membershipSession.member()?.id ?? null;

export function MsComments({ channel, authorField, messages: elementMessages, host }: MsCommentsProps & KitProps) {
  const channelKey = channel || location.pathname;
  const messages = useWidgetMessages(COMMENT_TEXTS, elementMessages);
  const memberId = useSyncExternalStore(membershipSession.onMemberChange, signedInMemberId);
  const client = useMemo(() => commentsClient(membershipClient, authorField || undefined), [authorField]);
  const headingId = useId();
  // Signing in or out loads the channel again: each answer carries the reader's own votes.
  const { view, dispatch, remote, more, loadMore, typing } = useChannelView({
    client,
    channelKey,
    readerKey: `${authorField}\n${memberId ?? ''}`,
    reader: { memberId, authorField: authorField || undefined },
    messages,
    host,
  });
  const [logInError, setLogInError] = useState<string | null>(null);
  const onTyping = useTypingNotice(client, channelKey);
  const list = useRef<HTMLOListElement>(null);

  const context = useMemo<CommentsContextValue>(
    () => ({ messages, client, memberId, dispatch, onTyping }),
    [messages, client, memberId, dispatch, onTyping],
  );
  const [backFromLogIn, setBackFromLogIn] = useState(false);
  const logIn = useCallback(() => {
    setLogInError(null);
    // The page's CDN script opens the login modal; signing in there reaches this element through the session.
    window.chainforge
      .openModal('login')
      .then((result) => setBackFromLogIn(result.type === 'LOGIN' || result.type === 'SIGNUP'))
      .catch((error: unknown) => setLogInError(errorText(messages, error)));
  }, [messages]);
  // The visitor came to write: once signed in, they are back where they meant to, in the composer.
  useEffect(() => {
    if (!backFromLogIn || !memberId) return;
    setBackFromLogIn(false);
    host.shadowRoot?.querySelector<HTMLTextAreaElement>('[part="composer-input"]')?.focus();
  }, [backFromLogIn, memberId, host]);

  const showHeld = () => {
    dispatch({ type: 'show-held' });
    // The button goes: the reader lands on the list, where the new comments now start.
    requestAnimationFrame(() => list.current?.focus());
  };

  const loaded = remote.status === 'loaded';
  return (
    <CommentsProvider value={context}>
      <Section part="section" aria-labelledby={headingId}>
        <HeadingRow>
          <Heading part="heading" id={headingId}>
            {messages.message('comments.heading')}
            {loaded && view.totalCount > 0 && ` (${view.totalCount})`}
          </Heading>
          <TypingNotice people={typing} messages={messages} />
        </HeadingRow>
        {memberId ? (
          <Composer
            label={messages.message('comments.write')}
            submitLabel={messages.message('comments.send')}
            onSubmit={async (html) => dispatch({ type: 'post', post: await client.createPost(channelKey, html) })}
          />
        ) : (
          <div>
            <PrimaryButton part="log-in" type="button" $size="small" onClick={logIn}>
              {messages.message('comments.logIn')}
            </PrimaryButton>
            {logInError && (
              <ErrorLine part="error" role="alert">
                {logInError}
              </ErrorLine>
            )}
          </div>
        )}
        {memberId && <ReplyMailToggle channelKey={channelKey} memberId={memberId} />}
        {remote.status === 'loading' && (
          <div part="loading">
            <LoadingPlaceholder messages={messages} />
          </div>
        )}
        {remote.status === 'error' && (
          <div part="error">
            <FailurePlaceholder
              messages={messages}
              lines={[messages.message('comments.loadFailed'), remote.error?.message ?? null]}
              retry={remote.retry}
            />
          </div>
        )}
        {loaded && <NewCommentsNotice count={view.held.length} messages={messages} onShow={showHeld} />}
        {loaded && view.posts.length === 0 && <Centered part="empty">{messages.message('comments.empty')}</Centered>}
        {loaded && view.posts.length > 0 && (
          <List part="posts" ref={list} tabIndex={-1}>
            {view.posts.map((post) => (
              <li key={post.id}>
                <CommentPostItem post={post} replies={view.replies[post.id]} />
              </li>
            ))}
          </List>
        )}
        {loaded && view.posts.length < view.totalCount && (
          <Centered>
            <TextButton
              part="load-more"
              type="button"
              disabled={more.busy}
              aria-busy={more.busy}
              onClick={() => void loadMore()}
            >
              {messages.message('comments.loadMore')}
            </TextButton>
            {more.error && (
              <ErrorLine part="error" role="alert">
                {more.error}
              </ErrorLine>
            )}
          </Centered>
        )}
      </Section>
    </CommentsProvider>
  );
}
