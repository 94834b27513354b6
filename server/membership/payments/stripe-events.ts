import type { Kysely } from 'kysely';
import { findMemberById } from '../../db/queries/membership/members.ts';
import {
  ensureStripeCustomerId,
  lockMemberBilling,
  planConnectionActive,
  writePaidPlanConnection,
} from '../../db/queries/membership/plan-connections.ts';
import { findPriceWithPlan } from '../../db/queries/membership/prices.ts';
import {
  adoptWaitingFacts,
  claimStripeEvent,
  type FactOwner,
  findFactOwner,
  listPurchaseFacts,
} from '../../db/queries/membership/stripe-events.ts';
import type { Database } from '../../db/schema.ts';
import { logger } from '../../observability/logger.ts';
import { newId } from '../../db/ids.ts';
import { nextBilling } from './billing-period.ts';
import { type PlanAccess, planAccessEnded } from './plan-access.ts';
import { currentPurchase, type PurchaseState } from './purchase-state.ts';
import type { StripeEvent } from './stripe-event.ts';
import { type FactChange, type ReadEvent, readStripeEvent, type StripeFact } from './stripe-facts.ts';

/** `held`: kept until an event naming its purchase arrives (a refund before its payment). */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'held';

/**
 * Payments and refunds may name their purchase only by id, and may arrive before the events that
 * tie it to a member; subscriptions and checkouts of ours always carry our metadata, so one
 * without is another integration's.
 */
const MAY_ARRIVE_FIRST = new Set<FactChange['kind']>(['paid', 'payment-failed', 'refunded']);

const iso = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/**
 * Whose event this is: the member and price our checkout put in its metadata (stripe.ts: on the
 * session and its subscription, which invoices repeat), else the owner of an event of the same
 * purchase or payment already kept. 'foreign' for what names no current member and price of ours.
 */
async function ownerOf(db: Kysely<Database>, event: StripeEvent, read: ReadEvent) {
  if (!read.target) {
    const ids = { purchaseId: read.purchaseId, ...read.fact };
    return (await findFactOwner(db, ids)) ?? 'unknown';
  }
  const { appId, memberId, priceId } = read.target;
  const [member, found] = await Promise.all([findMemberById(db, memberId), findPriceWithPlan(db, appId, priceId)]);
  if (!member || member.app_id !== appId || !found || !read.purchaseId) {
    // Ours but unmatched (a member or price deleted since): worth an operator's look, not a retry.
    logger.warn({ eventId: event.id, type: event.type }, 'Stripe event names no current member and price; ignored');
    return 'foreign';
  }
  return { memberId, planId: found.plan.id, purchaseId: read.purchaseId };
}

const kept = (fact: StripeFact) => ({
  json: JSON.stringify(fact),
  invoiceId: fact.invoiceId,
  paymentIntentId: fact.paymentIntentId,
});

/** The connection's columns from its purchase's state; a subscription not yet dated bills by its price. */
async function writeState(
  db: Kysely<Database>,
  owner: FactOwner,
  purchaseId: string,
  state: PurchaseState,
): Promise<void> {
  const member = await findMemberById(db, owner.memberId);
  const found = member?.app_id && state.priceId ? await findPriceWithPlan(db, member.app_id, state.priceId) : undefined;
  if (!member || !found) return;
  if (state.customerId) await ensureStripeCustomerId(db, member.id, state.customerId);
  const renews = state.active && !state.oneTime && state.cancelAt === null;
  const next =
    state.nextBillingAt === null && renews && state.lastBillingAt !== null
      ? nextBilling(found.price, new Date(state.lastBillingAt * 1000))?.toISOString()
      : iso(state.nextBillingAt);
  await writePaidPlanConnection(db, newId('con'), {
    memberId: owner.memberId,
    planId: owner.planId,
    priceId: found.price.id,
    type: state.oneTime ? 'ONETIME' : 'SUBSCRIPTION',
    status: state.status,
    active: state.active,
    lastBillingAt: iso(state.lastBillingAt),
    nextBillingAt: next ?? null,
    cancelAt: iso(state.cancelAt),
    stripeSubscriptionId: purchaseId,
    stripeEventAt: iso(state.eventAt)!,
  });
}

/** Parses every kept event of the member's plan and folds its current purchase (purchase-state.ts). */
export async function currentPurchaseOf(db: Kysely<Database>, memberId: string, planId: string) {
  const stored = await listPurchaseFacts(db, memberId, planId);
  const purchases = new Map(
    [...stored].map(([id, facts]) => [id, facts.map((json) => JSON.parse(json) as StripeFact)]),
  );
  return { purchases, current: currentPurchase(purchases) };
}

/**
 * Applies a verified event once: the event id is claimed, with what it said, in the same
 * transaction that folds the connection again from all of its purchase's events in Stripe's
 * order, so a redelivery changes nothing and an event arriving late or out of order never undoes
 * a newer one. Types we do not act on are ignored, as Stripe expects of an endpoint subscribed to
 * more than it needs. The development checkout sends its events through here too.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: StripeEvent,
  now = new Date(),
): Promise<EventOutcome> {
  const read = readStripeEvent(event, now);
  if (!read) return 'ignored';
  const owner = await ownerOf(db, event, read);
  if (owner === 'foreign') return 'ignored';
  if (owner === 'unknown') {
    if (!MAY_ARRIVE_FIRST.has(read.fact.change.kind)) return 'ignored';
    const claimed = await claimStripeEvent(db, event, now, {
      fact: kept(read.fact),
      owner: { purchaseId: read.purchaseId },
    });
    return claimed ? 'held' : 'duplicate';
  }
  let ended: PlanAccess | undefined;
  const outcome = await db.transaction().execute(async (trx): Promise<EventOutcome> => {
    await lockMemberBilling(trx, owner.memberId);
    if (!(await claimStripeEvent(trx, event, now, { fact: kept(read.fact), owner }))) return 'duplicate';
    await adoptWaitingFacts(trx, owner, read.fact);
    const before = await planConnectionActive(trx, owner.memberId, owner.planId);
    const { current } = await currentPurchaseOf(trx, owner.memberId, owner.planId);
    if (!current) return 'applied';
    await writeState(trx, owner, current.purchaseId, current.state);
    if (before === true && !current.state.active) ended = { memberId: owner.memberId, planId: owner.planId };
    return 'applied';
  });
  if (ended) planAccessEnded(ended);
  return outcome;
}
