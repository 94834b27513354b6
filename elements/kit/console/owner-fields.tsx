import { useState } from 'react';
import { validateEmail, validatePassword } from '../../core/validation';
import { TextField } from '../form/text-field';
import { type FieldState, useFieldState } from '../form/use-field';

/** What an owner types in one field, its rule, and when its message shows. */
export interface OwnerInput {
  value: string;
  setValue: (value: string) => void;
  field: FieldState;
}

const required = (message: string) => (value: string) => (value ? undefined : message);

/** An email: required, a valid address (judged without the spaces around it). */
export function useEmailInput(): OwnerInput {
  const [value, setValue] = useState('');
  return { value, setValue, field: useFieldState(value.trim(), validateEmail, 'Enter your email') };
}

/** A password being chosen: setup's rules. */
export function useNewPasswordInput(): OwnerInput {
  const [value, setValue] = useState('');
  return { value, setValue, field: useFieldState(value, validatePassword) };
}

/** A password being proven: only required here, the server judges it. */
export function useCurrentPasswordInput(): OwnerInput {
  const [value, setValue] = useState('');
  return { value, setValue, field: useFieldState(value, required('Enter your password')) };
}

/** A field an owner types in, required, its value, message and blur kept by its input. */
function OwnerField({
  input,
  ...field
}: {
  input: OwnerInput;
  label: string;
  type: 'email' | 'password';
  name: string;
  autoComplete: string;
}) {
  return (
    <TextField
      {...field}
      value={input.value}
      onChange={input.setValue}
      onBlur={input.field.onBlur}
      error={input.field.error}
      required
    />
  );
}

/**
 * The owner's email. Signing in passes `username webauthn`, so password managers fill the account
 * and browsers offer passkeys among its suggestions.
 */
export function EmailInput({
  input,
  autoComplete = 'username',
}: {
  input: OwnerInput;
  autoComplete?: 'username' | 'username webauthn';
}) {
  return <OwnerField input={input} label="Email" type="email" name="email" autoComplete={autoComplete} />;
}

/** A password, its autocomplete telling password managers whether to fill one or save a new one. */
export function PasswordInput({
  input,
  label,
  name,
  autoComplete,
}: {
  input: OwnerInput;
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <OwnerField input={input} label={label} type="password" name={name} autoComplete={autoComplete} />;
}
