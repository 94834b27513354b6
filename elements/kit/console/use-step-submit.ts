import { useState, type FormEvent } from 'react';
import { toClientError } from '../../core/client-error';

/**
 * A step's submit: busy while it runs, the failure's message for a person after, nothing sent
 * twice. `send` returns nothing to stay, or runs the next step itself.
 */
export function useStepSubmit(send: () => Promise<void>, check: () => boolean = () => true) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    setError(undefined);
    try {
      await send();
    } catch (thrown) {
      setError(toClientError(thrown).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
