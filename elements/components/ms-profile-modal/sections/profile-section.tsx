import { useState, type FormEvent } from 'react';
import type { Member } from '../../../core/membership/types';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { visibleCustomFields } from '../member-sections';
import type { SectionProps } from '../section-props';
import { ProfileImage } from './profile-image';

const savedValue = (member: Member, key: string): string => String(member.customFields[key] ?? '');

/** 'My Profile': the picture, and the app's visible custom fields, saved when one differs from the member's. */
export function ProfileSection(props: SectionProps) {
  const { app, member, messages, showError, showSuccess } = props;
  const fields = visibleCustomFields(app);
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.key, savedValue(member, field.key)])),
  );
  const [busy, setBusy] = useState(false);
  const changed = fields.filter((field) => (values[field.key] ?? '') !== savedValue(member, field.key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) return;
    setBusy(true);
    try {
      // Only what changed is sent: the server keeps the fields this form does not show.
      const updated = await membershipClient.updateMember(
        Object.fromEntries(changed.map((field) => [field.key, values[field.key]])),
      );
      // The server's record is the new baseline: Save is disabled again until the next change.
      setValues(Object.fromEntries(fields.map((field) => [field.key, savedValue(updated, field.key)])));
      showSuccess(messages.message('profile.saved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ProfileImage {...props} />
      <FormStack onSubmit={submit} aria-label={messages.message('profile.heading')}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            value={values[field.key] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
        <SubmitButton busy={busy} disabled={changed.length === 0}>
          {messages.message('profile.save')}
        </SubmitButton>
      </FormStack>
    </>
  );
}
