import { createContext, useContext } from 'react';
import type { ConsoleSession } from '../../contract/console-answers';

/** The signed-in owner's session, for the console's pages (the console shows them only signed in). */
export const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

/** Who is signed in, as a key: this owner of this app (what the console remembers per owner). */
export function useOwnerKey(): string {
  const session = useContext(ConsoleSessionContext);
  return session ? `${session.app.id}:${session.owner.id}` : '';
}
