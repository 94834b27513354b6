import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { findMemberById } from '../../db/queries/membership/members.ts';
import {
  deletePaidPlanConnection,
  ensureStripeCustomerId,
  upsertPaidPlanConnection,
} from '../../db/queries/membership/plan-connections.ts';
import { findPriceWithPlan } from '../../db/queries/membership/prices.ts';
import { claimStripeEvent } from '../../db/queries/membership/stripe-events.ts';
import type { Database } from '../../db/schema.ts';
import { plainObject } from '../../http/fields.ts';
import { nestsDeeperThan } from '../../http/json-depth.ts';
import { nextBilling } from './billing-period.ts';
import { newId } from '../../security/ids.ts';

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** The envelope of every Stripe event; the object's fields are read per type, leniently. */
const eventSchema = v.looseObject({
  id: text(255),
  type: text(255),
  // plainObject: valibot's looseObject takes arrays too.
  data: v.looseObject({ object: plainObject }),
});

export type StripeEvent = v.InferOutput<typeof eventSchema>;
export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** The event in a verified body, or undefined when the body is not JSON or not shaped like one. */
export function parseStripeEvent(body: string): StripeEvent | undefined {
  if (nestsDeeperThan(body)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(eventSchema, json);
  return parsed.success ? parsed.output : undefined;
}

function field(object: Record<string, unknown>, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : undefined;
}

/**
 * The member, plan and price our checkout put in the metadata (stripe.ts: on the session, and on
 * its subscription). Undefined for objects that are not ours (another integration on the same
 * Stripe account) or that name what no longer exists.
 */
async function paidTarget(db: Kysely<Database>, event: StripeEvent) {
  const object = event.data.object;
  const metadata = v.is(plainObject, object.metadata) ? object.metadata : {};
  const appId = field(metadata, 'appId');
  const memberId = field(metadata, 'memberId') ?? field(object, 'client_reference_id');
  const priceId = field(metadata, 'priceId');
  if (!appId || !memberId || !priceId) return undefined;
  const [member, found] = await Promise.all([findMemberById(db, memberId), findPriceWithPlan(db, appId, priceId)]);
  if (!member || member.app_id !== appId || !found) {
    // Ours but unmatched (a member or price deleted since): worth an operator's look, not a retry.
    console.warn(`Stripe event ${event.id} (${event.type}) names no current member and price; ignored.`);
    return undefined;
  }
  return { member, ...found };
}

async function grantPlan(db: Kysely<Database>, event: StripeEvent, now: Date): Promise<EventOutcome> {
  // Delayed payment methods complete the session unpaid; async_payment_succeeded grants it later.
  if (event.data.object.payment_status === 'unpaid') return 'ignored';
  const target = await paidTarget(db, event);
  if (!target) return 'ignored';
  const customer = field(event.data.object, 'customer');
  return db.transaction().execute(async (trx) => {
    if (!(await claimStripeEvent(trx, event, now))) return 'duplicate';
    if (customer) await ensureStripeCustomerId(trx, target.member.id, customer);
    await upsertPaidPlanConnection(trx, {
      id: newId('con'),
      memberId: target.member.id,
      planId: target.plan.id,
      priceId: target.price.id,
      now,
      nextBillingAt: nextBilling(target.price, now),
    });
    return 'applied';
  });
}

async function removePlan(db: Kysely<Database>, event: StripeEvent, now: Date): Promise<EventOutcome> {
  const target = await paidTarget(db, event);
  if (!target) return 'ignored';
  return db.transaction().execute(async (trx) => {
    if (!(await claimStripeEvent(trx, event, now))) return 'duplicate';
    await deletePaidPlanConnection(trx, target.member.id, target.plan.id, target.price.id);
    return 'applied';
  });
}

/**
 * Applies a verified event once: the event id is claimed in the same transaction as the change,
 * so a redelivery finds it claimed and changes nothing. Types we do not act on are ignored, as
 * Stripe expects of an endpoint subscribed to more than it needs.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: StripeEvent,
  now = new Date(),
): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return grantPlan(db, event, now);
    case 'customer.subscription.deleted':
      return removePlan(db, event, now);
    default:
      return 'ignored';
  }
}
