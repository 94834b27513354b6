import { CHAT_LIMITS } from '../../../contract/chat';
import { formatCount } from '../../core/format';
import { Composer, InputBox, Meta, SendButton } from './chat-composer.styles';
import { SendIcon, StopIcon } from './icons';
import type { Draft } from './use-draft';

/** Near the limit the count shows, so the person sees it coming. */
const COUNT_SHOWN_FROM = CHAT_LIMITS.messageChars * 0.8;

interface ChatComposerProps {
  draft: Draft;
  /** The count's id, which the message box points to once the message is too long. */
  countId: string;
  title: string;
  disclaimer: string;
  busy: boolean;
  blocked: string | null;
  onStop: () => void;
}

/** The message box, its send (or stop, while answering) button, the disclaimer and the length count. */
export function ChatComposer({ draft, countId, title, disclaimer, busy, blocked, onStop }: ChatComposerProps) {
  const { count, tooLong } = draft;
  return (
    <Composer part="composer" onSubmit={draft.submit}>
      <InputBox>
        <textarea
          ref={draft.input}
          part="input"
          rows={1}
          value={draft.text}
          placeholder={blocked ? 'Chat is not available on this plan' : 'Ask about your supply chain…'}
          aria-label={`Message ${title}`}
          aria-describedby={tooLong ? countId : undefined}
          aria-invalid={tooLong || undefined}
          disabled={Boolean(blocked)}
          onChange={(event) => draft.setText(event.currentTarget.value)}
          onKeyDown={draft.onKeyDown}
        />
        {busy ? (
          <SendButton part="stop" type="button" $stop aria-label="Stop answering" title="Stop (Esc)" onClick={onStop}>
            <StopIcon />
          </SendButton>
        ) : (
          <SendButton part="send" type="submit" aria-label="Send" title="Send (Enter)" disabled={!draft.canSend}>
            <SendIcon />
          </SendButton>
        )}
      </InputBox>
      {(disclaimer || count > COUNT_SHOWN_FROM) && (
        <Meta>
          <p part="disclaimer">{disclaimer}</p>
          {count > COUNT_SHOWN_FROM && (
            <span id={countId} className="count" data-over={tooLong || undefined}>
              {formatCount(count)} / {formatCount(CHAT_LIMITS.messageChars)}
            </span>
          )}
        </Meta>
      )}
    </Composer>
  );
}
