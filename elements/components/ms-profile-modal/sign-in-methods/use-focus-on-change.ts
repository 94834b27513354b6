import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusFirst } from '../../../kit/dialog/focus-cycle';

/**
 * When a part swaps its content (a form opens, codes appear), the focus would fall to the page:
 * it goes to the new content's first control instead, or `selector`'s. Not on first render,
 * where the section's own first field has it.
 */
export function useFocusOnChange(container: RefObject<HTMLElement | null>, view: string, selector?: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the view changes, not on other renders.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (container.current) focusFirst(container.current, selector);
  }, [view]);
}
