import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toClientError } from '../../../core/client-error';
import { isBackupCode } from '../../../core/membership/second-step';
import { focusFirst } from '../../../kit/dialog/focus-cycle';
import { CodeInput } from '../../../kit/form/code-input';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { checkFields, useFieldState } from '../../../kit/form/use-field';
import { useRefocus } from '../../../kit/form/use-refocus';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { widgetRules } from '../../../kit/membership/widget-rules';
import { BackButton } from '../../../kit/ui/back-button';
import { LinkButton, LinksRow, Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';

type Mode = 'app' | 'backup';

/**
 * The second step of a sign-in for a member with two-step on: the six-digit code from their
 * authenticator app, or one backup code. A refused code is said once, in the modal's message, and
 * the focus goes back to the field (the boxes emptied, the first one focused). A challenge that
 * expired (or took too many wrong codes) sends the person back to log in again, with the
 * service's message.
 */
export function SecondStepScreen({ messages, secondStep, setSecondStep, go, finish, showError }: ScreenProps) {
  const [mode, setMode] = useState<Mode>('app');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const codeField = useFieldState(code, widgetRules(messages).code);
  const backupInvalid = messages.message('secondStep.backupInvalid');
  const backupField = useFieldState(
    backupCode,
    (typed) => (isBackupCode(typed) ? undefined : backupInvalid),
    backupInvalid,
  );
  const backupOffered = secondStep?.methods.includes('backup-code') ?? false;
  const tryAgain = useRefocus(form, 'input');

  // The person's next move is to type: the focus goes to the code, and to the other code on a switch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the mode changes.
  useEffect(() => {
    if (form.current) focusFirst(form.current);
  }, [mode]);

  const backToLogin = () => {
    setSecondStep(null);
    go('login');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secondStep || !checkFields(mode === 'app' ? codeField : backupField)) return;
    setBusy(true);
    try {
      const answer = await membershipClient.finishSecondStep(secondStep.challenge, mode === 'app' ? code : backupCode);
      finish({ type: 'LOGIN', data: answer });
    } catch (error) {
      showError(error);
      setBusy(false);
      if (toClientError(error).code === 'second-step-expired') {
        backToLogin();
        return;
      }
      if (mode === 'app') {
        // Emptied here for the next code: the boxes' own 'Please enter a valid code' would be a second message.
        setCode('');
        codeField.reset();
      }
      tryAgain();
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setBackupCode('');
    codeField.reset();
    backupField.reset();
  };

  return (
    <>
      <BackButton label={messages.message('common.back')} onClick={backToLogin} />
      <Note>{messages.message(mode === 'app' ? 'secondStep.appIntro' : 'secondStep.backupIntro')}</Note>
      <FormStack ref={form} onSubmit={submit} aria-label={messages.message('secondStep.heading')}>
        {mode === 'app' ? (
          <CodeInput
            label={messages.message('secondStep.code')}
            value={code}
            onChange={setCode}
            error={codeField.error}
          />
        ) : (
          <TextField
            label={messages.message('secondStep.backupCode')}
            name="backup-code"
            value={backupCode}
            onChange={setBackupCode}
            onBlur={backupField.onBlur}
            error={backupField.error}
            autoComplete="off"
            placeholder={messages.message('secondStep.backupPlaceholder')}
            required
          />
        )}
        <SubmitButton busy={busy}>{messages.message('secondStep.submit')}</SubmitButton>
      </FormStack>
      {backupOffered && (
        <LinksRow>
          <LinkButton onClick={() => switchTo(mode === 'app' ? 'backup' : 'app')}>
            {messages.message(mode === 'app' ? 'secondStep.useBackupCode' : 'secondStep.useAppCode')}
          </LinkButton>
        </LinksRow>
      )}
    </>
  );
}
