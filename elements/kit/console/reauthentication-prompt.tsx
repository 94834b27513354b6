import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { OwnerProof } from '../../../contract/console-account-answers';
import { FormMessage } from '../form/form-message';
import { FormStack } from '../form/form-stack';
import { SubmitButton } from '../form/submit-button';
import { checkFields } from '../form/use-field';
import { mutedParagraph } from '../ui/text-styles';
import { CodeForm } from './code-form';
import { PasswordInput, useCurrentPasswordInput } from './owner-fields';
import { LinkButton } from './owner-forms.styles';
import { useStepSubmit } from './use-step-submit';

/** What the prompt says: the console's words for it, in one place. */
export const REAUTHENTICATION_TEXT = {
  heading: 'Confirm it’s you',
  password: 'You signed in more than 10 minutes ago. Enter your password to go on with this change.',
  code: 'You signed in more than 10 minutes ago. Enter the code from your authenticator app to go on with this change.',
  passwordLabel: 'Your password',
  codeLabel: 'Code from your authenticator app',
  confirm: 'Confirm',
  useCode: 'Use a code from your authenticator app instead',
  usePassword: 'Use your password instead',
  cancel: 'Cancel',
} as const;

export interface ReauthenticationPromptProps {
  /** Sends the change again with the proof; rejects with why the proof was refused, to try again. */
  onProof: (proof: OwnerProof) => Promise<void>;
  /** Back to the form or dialog as it was, nothing changed. */
  onCancel: () => void;
}

/** `plain` inside a dialog, which is its box already; a panel of its own under a page's form. */
type PromptLook = 'panel' | 'plain';

type Way = 'password' | 'code';
/** The way the owner confirmed last time, offered first next time (nothing secret). */
const PREFERRED_WAY = 'cf-console-reauthentication';

function preferredWay(): Way {
  try {
    return localStorage.getItem(PREFERRED_WAY) === 'code' ? 'code' : 'password';
  } catch {
    return 'password';
  }
}

function rememberWay(way: Way) {
  try {
    localStorage.setItem(PREFERRED_WAY, way);
  } catch {
    // Storage refused (a private window's quota): the password is offered first, as by default.
  }
}

const panelLook = css`
  padding: 14px 16px 12px;
  background: var(--cf-color-surface-raised);
  border: 1px solid color-mix(in srgb, var(--cf-color-primary) 45%, var(--cf-color-border));
  border-radius: 10px;

  @media (max-width: 520px) { padding: 12px 12px 8px; }
`;

const Panel = styled.div<{ $look: PromptLook }>`
  box-sizing: border-box;
  display: grid;
  gap: 12px;
  max-width: 420px;
  margin-top: ${({ $look }) => ($look === 'panel' ? '14px' : '4px')};
  ${({ $look }) => $look === 'panel' && panelLook}
  /* Apart from what follows it in a section (a table), as the form above is. */
  &:not(:last-child) { margin-bottom: 14px; }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Lead = styled.p`
  ${mutedParagraph}
  font-size: 13px;
`;

/** The other way, then Cancel, as the console's other steps offer them. */
const Links = styled.div`
  display: grid;
  justify-items: center;
  gap: 2px;
`;

function PasswordProof({ onProof }: Pick<ReauthenticationPromptProps, 'onProof'>) {
  const password = useCurrentPasswordInput();
  const { busy, error, submit } = useStepSubmit(
    () => onProof({ password: password.value }),
    () => checkFields(password.field),
  );
  return (
    <FormStack onSubmit={submit} aria-label={REAUTHENTICATION_TEXT.heading}>
      <PasswordInput
        input={password}
        label={REAUTHENTICATION_TEXT.passwordLabel}
        name="reauthentication-password"
        autoComplete="current-password"
      />
      <FormMessage error={error} />
      <SubmitButton busy={busy}>{REAUTHENTICATION_TEXT.confirm}</SubmitButton>
    </FormStack>
  );
}

/**
 * A sensitive change's "Confirm it's you" step, shown in place where the change was asked for (a
 * form, a confirmation dialog): the password, or a code of the authenticator app for owners who
 * prefer it; then the change goes ahead as it was typed. The field takes the focus; Escape and
 * Cancel go back. Part: `reauthentication`.
 */
export function ReauthenticationPrompt({
  onProof,
  onCancel,
  look = 'panel',
}: ReauthenticationPromptProps & { look?: PromptLook }) {
  const [way, setWay] = useState<Way>(preferredWay);
  const headingId = useId();
  const leadId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // The field takes the focus when the prompt shows, and again when the other way is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `way` is when to run it: the field it renders is another.
  useLayoutEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [way]);

  const choose = (next: Way) => {
    rememberWay(next);
    setWay(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here: a dialog around the prompt stays open, back at its question.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  const prove = async (proof: OwnerProof) => {
    await onProof(proof);
    rememberWay('code' in proof ? 'code' : 'password');
  };

  return (
    <Panel
      ref={panel}
      $look={look}
      part="reauthentication"
      role="group"
      aria-labelledby={headingId}
      aria-describedby={leadId}
      onKeyDown={onKeyDown}
    >
      <Heading id={headingId}>{REAUTHENTICATION_TEXT.heading}</Heading>
      <Lead id={leadId}>{REAUTHENTICATION_TEXT[way]}</Lead>
      {way === 'password' ? (
        <PasswordProof onProof={prove} />
      ) : (
        <CodeForm
          label={REAUTHENTICATION_TEXT.codeLabel}
          action={REAUTHENTICATION_TEXT.confirm}
          send={(code) => prove({ code })}
        />
      )}
      <Links>
        <LinkButton type="button" part="link-button" onClick={() => choose(way === 'password' ? 'code' : 'password')}>
          {way === 'password' ? REAUTHENTICATION_TEXT.useCode : REAUTHENTICATION_TEXT.usePassword}
        </LinkButton>
        <LinkButton type="button" part="link-button reauthentication-cancel" onClick={onCancel}>
          {REAUTHENTICATION_TEXT.cancel}
        </LinkButton>
      </Links>
    </Panel>
  );
}
