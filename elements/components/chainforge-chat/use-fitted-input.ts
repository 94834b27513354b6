import { type RefObject, useCallback, useEffect, useLayoutEffect } from 'react';

/** The message box grows with its text, up to its CSS max-height, and again when its width changes. */
export function useFittedInput(input: RefObject<HTMLTextAreaElement | null>, draft: string): void {
  const fitInput = useCallback(() => {
    const box = input.current;
    if (!box || box.offsetParent === null) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, [input]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the draft.
  useLayoutEffect(fitInput, [draft, fitInput]);
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let width = box.clientWidth;
    let frame = 0;
    // A frame later: resizing inside the observer's callback would be a ResizeObserver loop.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fitInput);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [input, fitInput]);
}
