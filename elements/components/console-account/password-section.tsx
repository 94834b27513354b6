import { useId, useState } from 'react';
import { consoleClient } from '../../core/console-client';
import { Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { PasswordInput, useCurrentPasswordInput, useNewPasswordInput } from '../../kit/console/owner-fields';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { checkFields } from '../../kit/form/use-field';
import { NarrowForm } from './console-account.styles';

/** A new password: the current one, then one that meets setup's rules; other sessions end. */
export function PasswordSection({ email }: { email: string | undefined }) {
  const current = useCurrentPasswordInput();
  const next = useNewPasswordInput();
  const [done, setDone] = useState<string | undefined>();
  const titleId = useId();
  const { busy, error, submit } = useStepSubmit(
    async () => {
      setDone(undefined);
      await consoleClient.changePassword(current.value, next.value);
      current.setValue('');
      next.setValue('');
      setDone('Password changed. Your other sessions were signed out; this one stays.');
    },
    () => checkFields(current.field, next.field),
  );
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Password</SectionTitle>
      <SectionLead>Changing it signs you out everywhere else.</SectionLead>
      <NarrowForm>
        <FormStack onSubmit={submit} aria-label="Change your password">
          {email && <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />}
          <PasswordInput
            input={current}
            label="Current password"
            name="current-password"
            autoComplete="current-password"
          />
          <PasswordInput input={next} label="New password" name="new-password" autoComplete="new-password" />
          <FormMessage error={error} success={done} />
          <SubmitButton busy={busy}>Change password</SubmitButton>
        </FormStack>
      </NarrowForm>
    </Section>
  );
}
