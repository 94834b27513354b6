import { useCallback, useState } from 'react';
import { errorText } from '../../kit/membership/error-text';
import type { Messages } from '../../core/membership/messages';

/**
 * One act on the service (send, vote, delete): busy while it runs, and its failure in the words
 * of the catalogue (a 429 with its wait, comment-banned, comment-blocked-word) to show in place.
 */
export function useAction(messages: Messages) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (act: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await act();
        return true;
      } catch (thrown) {
        setError(errorText(messages, thrown));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [messages],
  );
  return { busy, error, run, clearError: () => setError(null) };
}
