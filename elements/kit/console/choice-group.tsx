import { useId } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../ui/text-styles';

const Group = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid var(--cf-color-border);
  border-radius: 9px;
  background: var(--cf-color-background);

  legend { ${visuallyHidden} }
  label {
    position: relative;
    padding: 5px 12px;
    border-radius: 7px;
    font-size: 13px;
    font-weight: 500;
    color: var(--cf-color-text-muted);
    cursor: pointer;
    white-space: nowrap;
  }
  label:has(input:checked) {
    color: var(--cf-color-text);
    background: var(--cf-color-surface-raised);
    box-shadow: inset 0 0 0 1px var(--cf-color-border);
  }
  label:has(input:focus-visible) { outline: 2px solid var(--cf-color-primary); outline-offset: 1px; }
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  @media (pointer: coarse) { label { padding: 10px 14px; } }
`;

export interface ChoiceGroupProps<Value extends string> {
  /** The group's name for assistive technology (a visually hidden legend). */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A few exclusive choices side by side (Live / Test, 30 / 90 days): radio buttons drawn as a segmented control. */
export function ChoiceGroup<Value extends string>({ label, value, options, onChange }: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <Group part="choice-group">
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </Group>
  );
}
