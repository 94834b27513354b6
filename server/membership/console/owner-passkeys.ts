import type { Kysely } from 'kysely';
import {
  insertOwnerWebauthnChallenge,
  takeOwnerWebauthnChallenge,
} from '../../db/queries/membership/owner-passkeys.ts';
import type { Database } from '../../db/schema.ts';
import type { Ceremony } from '../passkeys/ceremonies.ts';
import type { RelyingParty } from '../passkeys/relying-party.ts';

/**
 * An owner's passkey ceremony: the members' ceremonies with the owners' challenge table, named
 * for the app's console, and accepted only from the console's own origins.
 */
export function ownerCeremony(
  db: Kysely<Database>,
  party: RelyingParty,
  appName: string,
  origins: readonly string[],
): Ceremony {
  return {
    party,
    rpName: `${appName} console`,
    challenges: {
      async store(challenge, purpose, userId, expiresAt) {
        const row = { challenge, purpose, owner_id: userId, expires_at: expiresAt.toISOString() };
        await insertOwnerWebauthnChallenge(db, row, new Date().toISOString());
      },
      async take(challenge, purpose) {
        const taken = await takeOwnerWebauthnChallenge(db, challenge, purpose, new Date().toISOString());
        return taken && { userId: taken.owner_id };
      },
    },
    allowsOrigin: (origin) => origins.includes(origin),
    otherOriginMessage: "Console passkeys work only on the console's own pages.",
  };
}
