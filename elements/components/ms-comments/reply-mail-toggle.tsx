import { useId } from 'react';
import type { ChannelInfo } from '../../../contract/comment-answers';
import { SwitchButton } from '../../kit/ui/switch-button';
import { useRemoteData } from '../../kit/use-remote-data';
import { useComments } from './comments-context';
import { ErrorLine, Muted, TextButton } from './ms-comments.styles';
import { MailSetting } from './reply-mail-toggle.styles';
import { useAction } from './use-action';

const LOAD_FAILED = 'The reply mail setting could not be loaded.';

/**
 * 'Email me replies' for a signed-in member: the channel's subscription as the service has it
 * (channels/info), switched between THREADS_ONLY (a mail when someone replies to their post) and
 * NONE. The sentence beside it says what the setting means and is announced when it changes; a
 * refused change is said in place and the switch keeps what the service has.
 */
export function ReplyMailToggle({ channelKey, memberId }: { channelKey: string; memberId: string }) {
  const { messages, client } = useComments();
  const statusId = useId();
  const info = useRemoteData<ChannelInfo>({
    load: () => client.channelInfo(channelKey),
    key: `${channelKey}\n${memberId}`,
    perAccount: false,
    failure: { message: LOAD_FAILED },
  });
  const change = useAction(messages);
  const subscribed = info.data?.subscription === 'THREADS_ONLY';

  const toggle = () =>
    void change.run(async () => {
      const { subscription } = await client.subscribe(channelKey, subscribed ? 'NONE' : 'THREADS_ONLY');
      if (info.data) info.replace({ ...info.data, subscription });
    });

  if (info.status === 'error') {
    return (
      <ErrorLine part="error" role="alert">
        {messages.message('comments.emailRepliesLoadFailed')}{' '}
        <TextButton type="button" onClick={info.retry}>
          {messages.message('common.retry')}
        </TextButton>
      </ErrorLine>
    );
  }
  return (
    <MailSetting part="email-replies">
      <SwitchButton
        type="button"
        role="switch"
        part="email-replies-switch"
        aria-checked={subscribed}
        aria-describedby={statusId}
        aria-busy={info.status === 'loading' || change.busy}
        disabled={info.status === 'loading' || change.busy}
        onClick={toggle}
      >
        {messages.message('comments.emailReplies')}
        <span className="track" aria-hidden="true">
          <span className="thumb" />
        </span>
      </SwitchButton>
      <Muted id={statusId} role="status">
        {info.status === 'loaded' &&
          messages.message(subscribed ? 'comments.emailRepliesOn' : 'comments.emailRepliesOff')}
      </Muted>
      {change.error && (
        <ErrorLine part="error" role="alert">
          {change.error}
        </ErrorLine>
      )}
    </MailSetting>
  );
}
