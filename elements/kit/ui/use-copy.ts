import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard and remembers which item was copied for `feedbackMs`, so its button
 * can say so ('Copied!') and then go back to its label. Rejects when the browser refuses.
 */
export function useCopy(feedbackMs: number) {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (key: string, text: string) => {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), feedbackMs);
    },
    [feedbackMs],
  );

  return { copied, copy };
}
