import type { Insertable } from 'kysely';
import { addDays, isoDay, monthStart } from '../../db/calendar.ts';
import type { NewTransaction } from '../../db/queries/finance.ts';
import type { Database } from '../../db/schema.ts';
import type { SeedAccount } from './accounts.ts';
import type { Random } from './random.ts';
import type { SeedSku } from './supply-chain.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;

const HISTORY_DAYS = 365;

/** A moment on the given day at a business-hours time. */
function during(random: Random, day: Date): string {
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13);
  return new Date(start + random.int(0, 9 * 3600 - 1) * 1000).toISOString();
}

function cents(random: Random, minDollars: number, maxDollars: number, scale: number): number {
  return Math.max(100, Math.round((minDollars + random.next() * (maxDollars - minDollars)) * scale * 100));
}

export function transactionRows(random: Random, account: SeedAccount, memberId: string, now: Date): NewTransaction[] {
  const rows: Omit<NewTransaction, 'id' | 'memberId'>[] = [];
  const add = (day: Date, type: string, amountCents: number) => {
    const createdAt = new Date(during(random, day));
    if (createdAt <= now) rows.push({ createdAt, type, amountCents });
  };

  // An opening deposit, then per month a plan charge and a top-up, weekly usage, a few refunds.
  add(addDays(monthStart(now, -6), -3), 'credit', cents(random, 3_000, 4_000, account.scale));
  for (let offset = -6; offset <= 0; offset++) {
    const month = monthStart(now, offset);
    add(month, 'debit', account.monthlyPlanCents);
    add(addDays(month, random.int(1, 4)), 'credit', cents(random, 900, 1_600, account.scale));
  }
  for (let week = 26; week >= 0; week--) {
    add(addDays(now, -week * 7 - random.int(0, 3)), 'usage', cents(random, 40, 260, account.scale));
  }
  for (let i = 0; i < 3; i++) {
    add(addDays(now, -random.int(5, 170)), 'refund', cents(random, 10, 60, account.scale));
  }

  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ id: random.id('txn_'), memberId, ...row }));
}

export function agentUsageRows(
  random: Random,
  account: SeedAccount,
  memberId: string,
  now: Date,
): Row<'agent_usage'>[] {
  const rows: Row<'agent_usage'>[] = [];
  for (let back = HISTORY_DAYS; back >= 0; back--) {
    const day = addDays(now, -back);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    // Usage grows through the year and drops at weekends, as a real support desk's does.
    const trend = (0.6 + 0.4 * (1 - back / HISTORY_DAYS)) * (weekend ? 0.45 : 1);
    const chat = Math.round(account.chatSessionsPerDay * trend * (0.7 + random.next() * 0.6));
    const voice = Math.round(account.voiceSessionsPerDay * trend * (0.6 + random.next() * 0.8));
    rows.push({
      member_id: memberId,
      day: isoDay(day),
      agent: 'chat',
      sessions: chat,
      tokens: chat * random.int(900, 2_400),
    });
    rows.push({
      member_id: memberId,
      day: isoDay(day),
      agent: 'voice',
      sessions: voice,
      tokens: voice * random.int(1_800, 4_200),
    });
  }
  return rows;
}

/** Tokens bought so far: what was used plus some headroom, in blocks of 100,000. */
export function purchasedTokens(usage: readonly Row<'agent_usage'>[]): number {
  const used = usage.reduce((sum, row) => sum + row.tokens, 0);
  return Math.ceil((used * 1.25) / 100_000) * 100_000;
}

export function incomingOrderRows(
  random: Random,
  account: SeedAccount,
  memberId: string,
  skus: readonly SeedSku[],
  now: Date,
  firstOrderNumber: number,
): Row<'incoming_orders'>[] {
  const count = Math.max(14, Math.round(40 * account.scale));
  const times = Array.from({ length: count }, () => during(random, addDays(now, -random.int(0, 45))))
    .filter((time) => time <= now.toISOString())
    .sort();
  return times.map((createdAt, index) => {
    const sku = random.pick(skus);
    return {
      order_id: `ORD-${firstOrderNumber + index}`,
      member_id: memberId,
      sku: sku.code,
      product_name: sku.productName,
      order_amount_cents: sku.unitPriceCents * random.int(1, 24),
      created_at: createdAt,
    };
  });
}
