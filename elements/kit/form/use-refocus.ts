import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { type FocusPreference, focusFirst } from '../dialog/focus-cycle';

/**
 * A button disabled while its request runs, or a row that goes, drops the focus to the page. The
 * returned function puts it back once the part has drawn what comes next: on `selector`'s
 * control in `container` (a field to try again, 'Add a passkey'), else its first control. A field
 * gets its text selected, so that what the person types next replaces what was refused.
 */
export function useRefocus(container: RefObject<HTMLElement | null>, selector: FocusPreference): () => void {
  const [requests, setRequests] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request moves the focus once, after it is drawn.
  useLayoutEffect(() => {
    const part = container.current;
    if (requests === 0 || !part) return;
    focusFirst(part, selector);
    const focused = (part.getRootNode() as Document | ShadowRoot).activeElement;
    if (focused instanceof HTMLInputElement) focused.select();
  }, [requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
