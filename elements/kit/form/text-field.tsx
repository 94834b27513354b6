import { useId, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../ui/button';
import { Field, FieldError, Input, InputFrame, Label } from './field.styles';
import { EyeIcon, EyeOffIcon } from './visibility-icons';

export interface TextFieldProps {
  label: string;
  type?: 'text' | 'email' | 'password';
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string;
  /** e.g. `email`, `current-password`, `new-password`: lets password managers fill the field. */
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
}

const VisibilityToggle = styled(IconButton)`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);

  &:hover:not(:disabled) { background: transparent; }
`;

/**
 * A labelled text, email or password input with its error message. A password gets a button that
 * shows or hides it. Parts: `field`, `field-label`, `field-input`, `field-error`, `password-toggle`.
 */
export function TextField({
  label,
  type = 'text',
  name,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  required,
  placeholder,
}: TextFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [passwordShown, setPasswordShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field part="field">
      <Label part="field-label" htmlFor={inputId}>
        {label}
      </Label>
      <InputFrame>
        <Input
          id={inputId}
          part="field-input"
          type={isPassword && passwordShown ? 'text' : type}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          required={required}
          placeholder={placeholder}
          // Addresses and passwords are typed as they are, not as a phone keyboard would correct them.
          autoCapitalize={type === 'text' ? undefined : 'none'}
          spellCheck={type === 'text' ? undefined : 'false'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $withToggle={isPassword}
        />
        {isPassword && (
          <VisibilityToggle
            type="button"
            part="password-toggle"
            aria-label={passwordShown ? 'Hide password' : 'Show password'}
            aria-controls={inputId}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
          </VisibilityToggle>
        )}
      </InputFrame>
      {error && (
        <FieldError id={errorId} part="field-error">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
