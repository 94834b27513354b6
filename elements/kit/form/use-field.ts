import { useState } from 'react';

export interface FieldState {
  /** The rule's message, once the person has left the field they typed in, or tried to submit. */
  error: string | undefined;
  valid: boolean;
  onBlur: () => void;
  /** Shows the message now (on submit). */
  touch: () => void;
  /**
   * Hides the message until the person tries again: for a field the app emptied itself (a refused
   * code), which is no mistake of theirs to point at.
   */
  reset: () => void;
}

/**
 * A field's validity as a person sees it: judged all along, but its message shown only after they
 * typed and left the field, or tried to submit, so nobody is scolded while still typing. An empty required
 * field shows `requiredMessage`.
 */
export function useFieldState(
  value: string,
  validate: (value: string) => string | undefined,
  requiredMessage?: string,
): FieldState {
  const [touched, setTouched] = useState(false);
  const problem = value === '' && requiredMessage ? requiredMessage : validate(value);
  return {
    error: touched ? problem : undefined,
    valid: problem === undefined,
    // Passing through a field without typing (a click elsewhere, Tab) is no mistake yet: an empty
    // field is judged on submit.
    onBlur: () => {
      if (value !== '') setTouched(true);
    },
    touch: () => setTouched(true),
    reset: () => setTouched(false),
  };
}

/** Touches every field (so each shows its message) and answers whether all of them pass. */
export function checkFields(...fields: FieldState[]): boolean {
  for (const field of fields) field.touch();
  return fields.every((field) => field.valid);
}
