/**
 * The origins the console is served from: the product's own (the public URL). Outside production
 * its loopback twin too (`localhost` for `127.0.0.1` and back, same port), since the dashboard is
 * opened at either, and passkeys need `localhost`.
 */
export function consoleOrigins(publicUrl: string, isProduction: boolean): string[] {
  const own = new URL(publicUrl);
  if (isProduction) return [own.origin];
  const twins = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' } as Record<string, string>;
  const twin = twins[own.hostname];
  if (!twin) return [own.origin];
  const other = new URL(own.origin);
  other.hostname = twin;
  return [own.origin, other.origin];
}
