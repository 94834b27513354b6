/**
 * What a failed start tells the person who ran it, when the cause is theirs to fix in one line (a
 * port another program holds) rather than a fault with a stack trace; undefined otherwise.
 */
export function startFailureMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') return port ? `Port ${port} is in use; set PORT` : 'The port is in use; set PORT';
  return undefined;
}
