const inFlight = new Map<string, Promise<unknown>>();

/**
 * Callers that ask for the same answer at once share one request: the dashboard's session and
 * token cards both read GET /stats/agents, which is asked for once. The key names the answer
 * (its URL, and the account it is for); once the request settles, the next ask starts a new one.
 */
export function shareInFlight<T>(key: string, request: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = request().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
