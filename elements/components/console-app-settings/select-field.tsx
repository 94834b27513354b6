import { useId } from 'react';
import { Field, Label } from '../../kit/form/field.styles';
import { Select } from './console-app-settings.styles';

/** A choice among a few, under its label: each option is its value and the words it reads. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: readonly (readonly [value: Value, text: string])[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <Field part="field">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as Value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
