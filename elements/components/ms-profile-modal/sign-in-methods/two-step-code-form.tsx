import { type FormEvent, useRef, useState } from 'react';
import { toClientError } from '../../../core/client-error';
import { isBackupCode } from '../../../core/membership/second-step';
import { CODE_LENGTH } from '../../../core/validation';
import { CodeInput } from '../../../kit/form/code-input';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { Actions, LinkButton } from './sign-in-methods.styles';
import { useRefocus } from '../../../kit/form/use-refocus';

export interface TwoStepCodeFormProps extends Pick<SectionProps, 'messages' | 'showError'> {
  /** The form's name and its submit button's label. */
  action: string;
  /** Sends the code; a refusal is said once, in the modal's message, and the boxes emptied for another try. */
  send: (code: string) => Promise<void>;
  onCancel: () => void;
  /** A backup code may stand in for the app's code (not while enrolling, nor with none left). */
  allowBackupCode?: boolean;
}

/**
 * Asks for the authenticator app's current code in six boxes or, switched, for one backup code
 * (worded as the sign-in's second step words it): what confirming two-step, regenerating backup
 * codes and turning it off each need.
 */
export function TwoStepCodeForm({
  action,
  send,
  onCancel,
  allowBackupCode = false,
  messages,
  showError,
}: TwoStepCodeFormProps) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const tryAgain = useRefocus(form, 'input');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (backup ? !isBackupCode(typed) : typed.length !== CODE_LENGTH) {
      setError(messages.message(backup ? 'secondStep.backupInvalid' : 'validation.code'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await send(typed);
    } catch (thrown) {
      // The service's refusal offers 'an unused backup code': not to a member who has none.
      const wrongAppCode = !allowBackupCode && toClientError(thrown).code === 'invalid-second-step-code';
      showError(wrongAppCode ? new Error(messages.message('security.twoStep.wrongAppCode')) : thrown);
      setCode('');
      setBusy(false);
      tryAgain();
    }
  };

  const switchKind = () => {
    setBackup(!backup);
    setCode('');
    setError(undefined);
  };

  return (
    <FormStack ref={form} onSubmit={submit} aria-label={action}>
      {backup ? (
        <TextField
          label={messages.message('secondStep.backupCode')}
          name="backup-code"
          placeholder={messages.message('secondStep.backupPlaceholder')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
        />
      ) : (
        <CodeInput
          label={messages.message('security.twoStep.appCode')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          error={error}
        />
      )}
      {allowBackupCode && (
        <LinkButton onClick={switchKind}>
          {messages.message(backup ? 'secondStep.useAppCode' : 'secondStep.useBackupCode')}
        </LinkButton>
      )}
      <Actions>
        <SubmitButton busy={busy}>{action}</SubmitButton>
        <SmallButton onClick={onCancel} disabled={busy}>
          {messages.message('security.cancel')}
        </SmallButton>
      </Actions>
    </FormStack>
  );
}
