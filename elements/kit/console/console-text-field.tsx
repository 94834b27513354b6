import { type InputHTMLAttributes, useId } from 'react';
import { ConsoleInput, ControlField, ControlLabel } from './console-controls';

type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'maxLength' | 'placeholder'>;

/**
 * A console text input under the label that names it. The browser offers no remembered entries,
 * as what an owner types here (a key's or a passkey's name, an invitee's address) is new;
 * `invalid` marks it while its form's error stands.
 */
export function ConsoleTextField({
  label,
  value,
  onChange,
  invalid = false,
  ...attributes
}: InputAttributes & { label: string; value: string; onChange: (value: string) => void; invalid?: boolean }) {
  const id = useId();
  return (
    <ControlField>
      <ControlLabel htmlFor={id}>{label}</ControlLabel>
      <ConsoleInput
        id={id}
        {...attributes}
        value={value}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </ControlField>
  );
}
