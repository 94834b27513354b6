import { useState, type FormEvent } from 'react';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { PasswordField } from '../../../kit/membership/member-fields';
import { useFieldState } from '../../../kit/form/use-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { widgetRules } from '../../../kit/membership/widget-rules';
import type { SectionProps } from '../section-props';
import { usePresenceCheck } from '../presence/use-presence-check';

/**
 * 'Change Password' (the current one is asked for) or, for a member without one, 'Set Password'.
 * Whether the new password and its confirmation match is not checked.
 */
export function ChangePasswordSection({ member, messages, go, showError, showSuccess }: SectionProps) {
  const presence = usePresenceCheck({ member, messages });
  const hasPassword = Boolean(member.auth.hasPassword);
  const [current, setCurrent] = useState('');
  const [fresh, setFresh] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = widgetRules(messages).password;
  const currentField = useFieldState(current, rule);
  const freshField = useFieldState(fresh, rule);
  const confirmationField = useFieldState(confirmation, rule);
  const shownFields = hasPassword ? [currentField, freshField, confirmationField] : [freshField, confirmationField];
  const canSave = shownFields.every((field) => field.valid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    try {
      // A first password is a new way in: the service may first ask the member to confirm it is them.
      const saved = hasPassword
        ? await membershipClient.updateMemberAuth({ oldPassword: current, newPassword: fresh })
        : await presence.guard((proof) => membershipClient.setPassword(fresh, proof));
      if (!saved) {
        setBusy(false);
        return;
      }
      showSuccess(messages.message(hasPassword ? 'password.changed' : 'password.set'));
      go('security');
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <FormStack
        onSubmit={submit}
        aria-label={messages.message(hasPassword ? 'security.changePassword' : 'security.setPassword')}
      >
        {hasPassword && (
          <PasswordField
            label={messages.message('password.current')}
            name="current-password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            field={currentField}
          />
        )}
        <PasswordField
          label={messages.message('password.new')}
          name="new-password"
          autoComplete="new-password"
          value={fresh}
          onChange={setFresh}
          field={freshField}
        />
        <PasswordField
          label={messages.message('password.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          field={confirmationField}
        />
        <SubmitButton busy={busy && !presence.asking} disabled={!canSave || presence.asking}>
          {messages.message('profile.save')}
        </SubmitButton>
      </FormStack>
      {presence.prompt}
    </>
  );
}
