import type { Kysely } from 'kysely';
import { listCustomFields, listPlans } from '../../db/queries/membership/apps.ts';
import { findMemberById, insertFreePlanConnection, insertMember, listMemberProviders } from '../../db/queries/membership/members.ts';
import { findMemberIdByProvider, insertProviderLink, type ProviderIdentity } from '../../db/queries/membership/providers.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { newId } from '../../security/ids.ts';
import { issueSession } from '../security/sessions.ts';
import { authAnswer } from '../views/auth-answer.ts';
import type { FlowState } from './flow-state.ts';
import type { OAuthProfile } from './providers.ts';

const NOT_CONNECTED = () =>
  apiError('provider-not-connected');
const ALREADY = () => apiError('provider-already-connected');

async function logIn(db: Kysely<Database>, memberId: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw NOT_CONNECTED();
  return authAnswer(db, member, await issueSession(db, member.id));
}

/** A new member from a provider account: no password, the provider's email, free plans only, visible fields only. */
async function signUp(db: Kysely<Database>, flow: FlowState, identity: ProviderIdentity, profile: OAuthProfile) {
  if (!profile.email) throw apiError('provider-email-missing');
  const [fields, plans] = await Promise.all([listCustomFields(db, flow.appId), listPlans(db, flow.appId)]);
  const visible = new Set(fields.filter((field) => field.hidden === 0).map((field) => field.key));
  const freePlans = new Set(plans.filter(({ plan }) => plan.is_paid === 0 && plan.status === 'ACTIVE').map(({ plan }) => plan.id));
  if (flow.planIds.some((id) => !freePlans.has(id))) throw apiError('plan-not-free', { message: 'A requested plan does not exist or is not free.' });
  const id = newId('mem');
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await insertMember(trx, {
        id,
        appId: flow.appId,
        mode: flow.mode,
        email: profile.email!,
        passwordHash: null,
        verified: profile.emailVerified,
        customFields: Object.fromEntries(Object.entries(flow.customFields).filter(([key]) => visible.has(key))),
        metaData: {},
        createdAt: now,
      });
      await insertProviderLink(trx, id, identity, profile.email);
      for (const planId of flow.planIds) {
        await insertFreePlanConnection(trx, { id: newId('con'), memberId: id, planId, createdAt: now });
      }
    });
  } catch (error) {
    // Never linked by email: the owner of that email must log in and connect the provider.
    if (isUniqueViolation(error)) {
      throw apiError('signup-failed', { message: 'We could not create an account with these details. If you already have one, log in and connect this provider from your profile.' });
    }
    throw error;
  }
  return logIn(db, id);
}

/**
 * What a finished provider flow answers, by (provider, provider's user id) only. Login signs the
 * connected member in (or signs up when allowed); signup signs up or, when already connected,
 * signs in; connect links the account to the signed-in member.
 */
export async function finishProviderFlow(db: Kysely<Database>, flow: FlowState, profile: OAuthProfile) {
  const identity: ProviderIdentity = { appId: flow.appId, mode: flow.mode, provider: flow.provider, providerUserId: profile.id };
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
  if (existing) return logIn(db, existing);
  if (flow.intent === 'login' && !flow.allowSignup) throw NOT_CONNECTED();
  return signUp(db, flow, identity, profile);
}
