import type { Kysely } from 'kysely';
import { findMemberById, listMemberProviders } from '../../db/queries/membership/members.ts';
import {
  findMemberIdByProvider,
  insertProviderLink,
  type ProviderIdentity,
} from '../../db/queries/membership/providers.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { admitNewMember, createMember } from '../members/create-member.ts';
import { afterFirstFactor, signInMember } from '../sign-in/finish-sign-in.ts';
import type { FlowState } from './flow-state.ts';
import type { OAuthProfile } from './providers.ts';

const NOT_CONNECTED = () => apiError('provider-not-connected');
const ALREADY = () => apiError('provider-already-connected');

/** The provider proved the first factor; a member with two-step on takes the second step after it. */
async function logIn(db: Kysely<Database>, memberId: string, flow: FlowState) {
  const member = await findMemberById(db, memberId);
  if (!member) throw NOT_CONNECTED();
  return afterFirstFactor(db, member, { showsSecondStep: flow.showsSecondStep });
}

/** A new member from a provider account: no password, the provider's email. */
async function signUp(db: Kysely<Database>, flow: FlowState, identity: ProviderIdentity, profile: OAuthProfile) {
  const email = profile.email;
  if (!email) throw apiError('provider-email-missing');
  const start = await admitNewMember(db, flow.appId, { customFields: flow.customFields, planIds: flow.planIds });
  const member = await createMember(
    db,
    start,
    { mode: flow.mode, email, passwordHash: null, verified: profile.emailVerified, metaData: {} },
    {
      alongside: (trx, memberId) => insertProviderLink(trx, memberId, identity, email),
      // Never linked by email: the owner of that email must log in and connect the provider.
      takenMessage:
        'We could not create an account with these details. If you already have one, log in and connect this provider from your profile.',
    },
  );
  return signInMember(db, member);
}

/**
 * What a finished provider flow answers, by (provider, provider's user id) only. Login signs the
 * connected member in (or signs up when allowed); signup signs up or, when already connected,
 * signs in; connect links the account to the signed-in member.
 */
export async function finishProviderFlow(db: Kysely<Database>, flow: FlowState, profile: OAuthProfile) {
  const identity: ProviderIdentity = {
    appId: flow.appId,
    mode: flow.mode,
    provider: flow.provider,
    providerUserId: profile.id,
  };
  const existing = await findMemberIdByProvider(db, identity);
  if (flow.intent === 'connect') {
    if (!flow.memberId) throw apiError('invalid-token');
    if (existing) throw ALREADY();
    try {
      await insertProviderLink(db, flow.memberId, identity, profile.email);
    } catch (error) {
      if (isUniqueViolation(error)) throw ALREADY();
      throw error;
    }
    return { providers: await listMemberProviders(db, flow.memberId), message: 'Provider connected.' };
  }
  if (existing) return logIn(db, existing, flow);
  if (flow.intent === 'login' && !flow.allowSignup) throw NOT_CONNECTED();
  return signUp(db, flow, identity, profile);
}
