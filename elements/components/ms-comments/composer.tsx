import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { COMMENT_LIMITS } from '../../../contract/comment-answers';
import { commentHtmlFromText } from '../../core/membership/comment-text';
import { OutlineButton, PrimaryButton } from '../../kit/ui/button';
import { useComments } from './comments-context';
import { ErrorLine, Form, FormActions, TextArea } from './ms-comments.styles';
import { useAction } from './use-action';

export interface ComposerProps {
  /** The textarea's name for screen readers ('Write a comment', 'Write a reply', 'Edit your comment'). */
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Sends the comment's HTML; a rejection is shown under the text, which is kept. */
  onSubmit: (html: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Plain text with line breaks and links; Ctrl/Cmd+Enter sends; nothing to send while empty. */
export function Composer({ label, submitLabel, initialText = '', onSubmit, onCancel, autoFocus }: ComposerProps) {
  const { messages, onTyping } = useComments();
  const [text, setText] = useState(initialText);
  const { busy, error, run } = useAction(messages);
  const errorId = useId();
  const empty = text.trim() === '';

  const send = async () => {
    if (empty || busy) return;
    if (await run(() => onSubmit(commentHtmlFromText(text)))) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    } else if (event.key === 'Escape' && onCancel) {
      onCancel();
    }
  };

  return (
    <Form
      part="composer"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        part="composer-input"
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        placeholder={messages.message('comments.placeholder', { label })}
        value={text}
        maxLength={COMMENT_LIMITS.contentChars}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (event.currentTarget.value.trim() !== '') onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <ErrorLine part="error" id={errorId} role="alert">
          {error}
        </ErrorLine>
      )}
      <FormActions>
        {onCancel && (
          <OutlineButton type="button" $size="small" onClick={onCancel} disabled={busy}>
            {messages.message('comments.cancel')}
          </OutlineButton>
        )}
        <PrimaryButton part="submit" type="submit" $size="small" disabled={empty || busy} aria-busy={busy}>
          {submitLabel}
        </PrimaryButton>
      </FormActions>
    </Form>
  );
}
