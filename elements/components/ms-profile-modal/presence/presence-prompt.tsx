import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  isWrongProof,
  type PresenceMethod,
  type PresenceProof,
  presenceMethods,
} from '../../../core/membership/presence';
import type { MessageKey } from '../../../core/membership/messages';
import { isBackupCode } from '../../../core/membership/second-step';
import { CODE_LENGTH } from '../../../core/validation';
import { focusFirst } from '../../../kit/dialog/focus-cycle';
import { CodeInput } from '../../../kit/form/code-input';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { errorText } from '../../../kit/membership/error-text';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { Muted, SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { Actions, LinkButton } from '../sign-in-methods/sign-in-methods.styles';
import { signInMethods } from '../sign-in-methods/sign-in-methods-runtime';
import { OtherWays, PromptHeading, PromptPanel } from './presence-prompt.styles';

export interface PresencePromptProps extends Pick<SectionProps, 'member' | 'messages'> {
  /** The change that waits, made again with the proof: it must call what opens a window at once (a provider's popup). */
  act: (proof: PresenceProof) => Promise<unknown>;
  onDone: (result: unknown) => void;
  /** A refusal that is not about the proof: the change's own error, for its form to show. */
  onFail: (error: unknown) => void;
  onCancel: () => void;
}

const SWITCH_LABEL: Record<PresenceMethod, MessageKey> = {
  password: 'presence.usePassword',
  code: 'presence.useApp',
  emailCode: 'presence.useEmail',
};

function problemOf(method: PresenceMethod, typed: string): MessageKey | undefined {
  if (method === 'password') return typed === '' ? 'presence.passwordMissing' : undefined;
  if (method === 'emailCode') return typed.length === CODE_LENGTH ? undefined : 'validation.code';
  return typed.length === CODE_LENGTH || isBackupCode(typed) ? undefined : 'validation.code';
}

const proofOf = (method: PresenceMethod, typed: string): PresenceProof =>
  method === 'password' ? { password: typed } : method === 'code' ? { code: typed } : { emailCode: typed };

/**
 * 'Confirm it's you', in place under the form whose change the service held back: the current
 * password, else a code from the authenticator app, else a code mailed to the member, with the
 * other ways a click away. Confirming makes the change with what the form still holds; a wrong
 * password or code is said here and can be typed again.
 */
export function PresencePrompt({ member, messages, act, onDone, onFail, onCancel }: PresencePromptProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const [twoStep, setTwoStep] = useState<boolean | null>(member.auth.hasPassword ? false : null);
  const [method, setMethod] = useState<PresenceMethod | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const methods = presenceMethods({ hasPassword: member.auth.hasPassword, twoStep: twoStep ?? false });
  const current = method ?? (twoStep === null ? null : methods[0]!);

  // Without a password, whether the authenticator app can confirm decides what is asked first.
  useEffect(() => {
    if (twoStep !== null) return;
    signInMethods.twoStepStatus().then(
      (status) => setTwoStep(status.enabled),
      () => setTwoStep(false),
    );
  }, [twoStep]);

  const sendCode = async () => {
    setSentTo(null);
    try {
      await membershipClient.sendPresenceCode();
      setSentTo(member.auth.email);
    } catch (thrown) {
      setError(errorText(messages, thrown));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a code is mailed once each time the mailbox becomes the way asked.
  useEffect(() => {
    if (current === 'emailCode') void sendCode();
  }, [current]);

  useLayoutEffect(() => {
    if (current && panel.current) focusFirst(panel.current, 'input');
  }, [current]);

  const choose = (next: PresenceMethod) => {
    setMethod(next);
    setTyped('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || busy) return;
    const value = current === 'password' ? typed : typed.trim();
    const problem = problemOf(current, value);
    if (problem) {
      setError(messages.message(problem));
      return;
    }
    setBusy(true);
    // Called now, within the click: a change that opens a window (a provider's) may only do so here.
    act(proofOf(current, value)).then(onDone, (thrown: unknown) => {
      setBusy(false);
      if (!isWrongProof(thrown)) return onFail(thrown);
      setError(errorText(messages, thrown));
      setTyped('');
      if (panel.current) focusFirst(panel.current, 'input');
    });
  };

  const field = () => {
    const change = (value: string) => {
      setTyped(value);
      setError(undefined);
    };
    if (current === 'password')
      return (
        <TextField
          label={messages.message('presence.password')}
          type="password"
          name="current-password"
          value={typed}
          onChange={change}
          error={error}
          autoComplete="current-password"
        />
      );
    if (current === 'code')
      return (
        <TextField
          label={messages.message('presence.appCode')}
          name="one-time-code"
          value={typed}
          onChange={change}
          error={error}
          autoComplete="one-time-code"
        />
      );
    return <CodeInput label={messages.message('presence.emailCode')} value={typed} onChange={change} error={error} />;
  };

  return (
    <PromptPanel ref={panel} aria-labelledby={headingId} aria-busy={current === null}>
      <PromptHeading id={headingId}>{messages.message('presence.heading')}</PromptHeading>
      <Muted>{messages.message('presence.intro')}</Muted>
      {current && (
        <FormStack onSubmit={submit} aria-labelledby={headingId}>
          {field()}
          <OtherWays>
            {current === 'emailCode' && sentTo && (
              <Muted role="status">{messages.message('presence.codeSent', { email: sentTo })}</Muted>
            )}
            {current === 'emailCode' && (
              <LinkButton onClick={() => void sendCode()}>{messages.message('presence.sendAgain')}</LinkButton>
            )}
            {methods
              .filter((other) => other !== current)
              .map((other) => (
                <LinkButton key={other} onClick={() => choose(other)}>
                  {messages.message(SWITCH_LABEL[other])}
                </LinkButton>
              ))}
          </OtherWays>
          <Actions>
            <SubmitButton busy={busy}>{messages.message('presence.confirm')}</SubmitButton>
            <SmallButton onClick={onCancel} disabled={busy}>
              {messages.message('security.cancel')}
            </SmallButton>
          </Actions>
        </FormStack>
      )}
    </PromptPanel>
  );
}
