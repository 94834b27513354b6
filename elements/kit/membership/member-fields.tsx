import type { Messages } from '../../core/membership/messages';
import { TextField } from '../form/text-field';
import { type FieldState, useFieldState } from '../form/use-field';
import { widgetRules } from './widget-rules';

interface MemberFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's rule and when its message shows (useFieldState). */
  field: FieldState;
}

/**
 * The member's email, as every membership form asks for it. A login's passes `username webauthn`,
 * so password managers fill the account and browsers offer passkeys among its suggestions.
 */
export function EmailField({
  messages,
  value,
  onChange,
  field,
  autoComplete = 'email',
}: MemberFieldProps & { messages: Messages; autoComplete?: 'email' | 'username webauthn' }) {
  return (
    <TextField
      label={messages.message('field.email')}
      type="email"
      name="email"
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      error={field.error}
      autoComplete={autoComplete}
      placeholder={messages.message('field.emailPlaceholder')}
      required
    />
  );
}

/** A password, with the autocomplete that tells password managers whether to fill or to save one. */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  field,
}: MemberFieldProps & { label: string; name: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      value={value}
      onChange={onChange}
      onBlur={field.onBlur}
      error={field.error}
      autoComplete={autoComplete}
      required
    />
  );
}

/** An email field's state under the widget's rule: required, and a valid address. */
export function useEmailFieldState(value: string, messages: Messages): FieldState {
  return useFieldState(value, widgetRules(messages).email, messages.message('validation.email'));
}
