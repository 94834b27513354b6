import type { InTransitOrder, SupplyChainChannel } from '../../../contract/product-answers.ts';
import { findPurchaseOrder } from '../../db/queries/chat/tool-reads.ts';
import { type ChatContext, NOT_IN_PLAN, type NotInPlan, overviewOf } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { daysBetween, sameCode, today } from './figures.ts';
import { textInput, toolInput } from './tool-input.ts';

export interface Landing extends InTransitOrder {
  /** Days from today to the expected landing; negative when it is late. */
  days_until: number;
}

export interface LandingDatesResult {
  available: true;
  channel: SupplyChainChannel;
  today: string;
  /** Every purchase order in transit (in the channel), or those the question narrowed to; soonest first. */
  orders: Landing[];
  po_id?: string;
  sku?: string;
  /** A purchase order asked for that is not in transit in this channel: where it is instead. */
  po_status?: 'landed' | 'in-transit-other-channel' | 'unknown';
  /** For a landed or other-channel order: its expected landing day and channel. */
  po_detail?: { expected_landing: string; channel: string };
}

export async function landingDates(
  context: ChatContext,
  input: { po_id?: string; sku?: string } = {},
): Promise<LandingDatesResult | NotInPlan> {
  if (!context.supplyChain) return NOT_IN_PLAN;
  const overview = await overviewOf(context);
  const day = today(context.now);
  const landing = (order: InTransitOrder): Landing => ({
    ...order,
    days_until: daysBetween(day, order.expected_landing),
  });
  const base = { available: true as const, channel: overview.channel, today: day };
  if (input.po_id) {
    const poId = input.po_id;
    const order = overview.in_transit.find((row) => sameCode(row.po_id, poId));
    if (order) return { ...base, po_id: order.po_id, orders: [landing(order)] };
    const stored = await findPurchaseOrder(context.db, context.memberId, poId);
    if (!stored) return { ...base, po_id: poId.toUpperCase(), orders: [], po_status: 'unknown' };
    return {
      ...base,
      po_id: stored.id,
      orders: [],
      po_status: stored.status === 'landed' ? 'landed' : 'in-transit-other-channel',
      po_detail: { expected_landing: stored.expected_landing_on, channel: stored.channel },
    };
  }
  if (input.sku) {
    const sku = input.sku;
    const orders = overview.in_transit.filter((row) => sameCode(row.sku, sku)).map(landing);
    const known = overview.inventory.find((row) => sameCode(row.sku, sku))?.sku ?? orders[0]?.sku;
    return { ...base, sku: known ?? sku.toUpperCase(), orders };
  }
  return { ...base, orders: overview.in_transit.map(landing) };
}

export const landingDatesTool = chatTool({
  name: 'landing_dates',
  description:
    'Purchase orders in transit and when they are expected to land (YYYY-MM-DD, days from today). Give po_id for one purchase order, sku for the next landings of one SKU, or nothing for all of them.',
  input: toolInput({
    po_id: textInput('A purchase order id such as PO-ACM-5001 (optional).'),
    sku: textInput('A SKU code (optional).'),
  }),
  supplyChain: true,
  run: (context, input) => landingDates(context, input),
});
