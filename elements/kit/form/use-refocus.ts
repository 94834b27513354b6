import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import { type FocusPreference, focusFirst } from '../dialog/focus-cycle';

/**
 * A button disabled while its request runs, or a row that goes, drops the focus to the page. The
 * returned function puts it back once the part has drawn what comes next: on `selector`'s
 * control in `container` (a field to try again, 'Add a passkey'), else its first control.
 */
export function useRefocus(container: RefObject<HTMLElement | null>, selector: FocusPreference): () => void {
  const [requests, setRequests] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request moves the focus once, after it is drawn.
  useLayoutEffect(() => {
    if (requests > 0 && container.current) focusFirst(container.current, selector);
  }, [requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
