import { useId } from 'react';
import { Field, FieldError, Input, Label } from '../../../elements/kit/form/field.styles';
import { Hint, LabelRow, TextArea } from './agent-settings.styles';
import { characterCount } from './character-count';

export function TextSetting({
  label,
  value,
  max,
  error,
  multiline = false,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error: string | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const count = characterCount(value);
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <Field>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        <Hint id={`${id}-count`} aria-label={`${count} of at most ${max} characters`}>
          {count}/{max}
        </Hint>
      </LabelRow>
      {multiline ? <TextArea {...props} rows={3} /> : <Input {...props} type="text" />}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
