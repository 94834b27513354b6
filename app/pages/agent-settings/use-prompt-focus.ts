import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard in the list as it changes: an added prompt, or a removed one's neighbour,
 * takes the focus once its input is on the page.
 */
export function usePromptFocus() {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (pending.current === null) return;
    inputs.current.get(pending.current)?.focus();
    pending.current = null;
  });

  return {
    inputRef: (key: number) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(key, element);
      else inputs.current.delete(key);
    },
    focusAfterRender: (key: number | null) => {
      pending.current = key;
    },
  };
}
