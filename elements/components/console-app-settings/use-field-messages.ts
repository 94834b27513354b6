import { useState } from 'react';

export interface FieldMessages {
  /** The field's problem, once the person may be told of it; undefined before. */
  shown: (name: string, problem: string | undefined) => string | undefined;
  /** For the field's onBlur: a field typed in and left shows its message from then on. */
  leave: (name: string, value: string) => void;
  /** Save was pressed with a field not valid: every message shows. */
  showAll: () => void;
  /** Saved: fields added from now on are new again. */
  reset: () => void;
}

/**
 * When a settings section's messages show: the kit's rule for a form field (kit/form/use-field.ts:
 * once the person typed in it and left it, or tried to save), for sections whose fields come and
 * go as rows are added. The section names each field (`price-2-amount`), so a new plan, price or
 * origin opens without a message in red before anyone typed in it.
 */
export function useFieldMessages(): FieldMessages {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  return {
    shown: (name, problem) => (all || left.has(name) ? problem : undefined),
    // Passing through a field without typing (a click elsewhere, Tab) is no mistake yet.
    leave: (name, value) => {
      if (value !== '' && !left.has(name)) setLeft((current) => new Set(current).add(name));
    },
    showAll: () => setAll(true),
    reset: () => {
      setLeft(new Set());
      setAll(false);
    },
  };
}
