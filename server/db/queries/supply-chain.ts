import type { Kysely } from 'kysely';
import { isoDay, isoMonth, monthStart } from '../calendar.ts';
import { centsToDollars, toNumber } from '../numbers.ts';
import type {
  InTransitOrder,
  InventoryPosition,
  StockChannel,
  SupplyChainChannel,
  SupplyChainOverview,
  WarehouseCost,
} from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';

/** How many calendar months of warehouse costs the overview shows, the current one included. */
export const WAREHOUSE_COST_MONTHS = 12;

// Plain code-unit order, so that both engines (and their collations) answer the same order.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const productName = (name: string, variant: string) => (variant ? `${name} ${variant}` : name);

/**
 * The account's supply chain for one channel, in three indexed queries (the member's skus, its
 * purchase orders, its warehouses' costs) run side by side. Every table is reached through the
 * member's own rows: inventory has no member column, so it is read through the member's skus, and
 * warehouses are checked to be the member's too.
 *
 * - `total` is every stored channel together, central included (central is only not offered as a view).
 * - `as_of` is the day of the latest update of the stock positions shown; today when none are.
 * - `in_transit` are the purchase orders whose status is still in transit, late ones included: a
 *   purchase order has landed when it is marked landed, not when its expected day has passed.
 * - `warehouse_costs` are per warehouse and cannot be split between channels, so a channel shows
 *   the whole costs of the warehouses that serve it: those holding a stock position for that channel
 *   (east and west: their regional warehouse; Amazon: every warehouse that ships into it). `total`
 *   shows every warehouse of the account. The same warehouse's costs therefore appear under more
 *   than one channel; add channels up with `total`, never by summing channel views.
 */
export async function supplyChainOverview(
  db: Kysely<Database>,
  memberId: string,
  channel: SupplyChainChannel,
  now: Date,
): Promise<SupplyChainOverview> {
  const stored = channel === 'total' ? undefined : channel;
  const [inventory, inTransit, warehouseCosts] = await Promise.all([
    inventoryRows(db, memberId, stored),
    inTransitRows(db, memberId, stored),
    warehouseCostRows(db, memberId, stored, now),
  ]);

  const latestUpdate = inventory.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), '');
  const positions = inventory.map(({ updated_at: _, ...position }) => position);
  return {
    channel,
    as_of: latestUpdate ? latestUpdate.slice(0, 10) : isoDay(now),
    inventory: positions,
    stockout_risks: stockoutRisks(positions),
    in_transit: inTransit,
    warehouse_costs: warehouseCosts,
  };
}

/** Below the reorder point, the emptiest (relative to its reorder point) first. */
export function stockoutRisks(inventory: readonly InventoryPosition[]): InventoryPosition[] {
  // A reorder point of 0 with less than nothing available (more reserved than on hand) is the most urgent of all.
  const cover = (row: InventoryPosition) =>
    row.reorder_point > 0 ? row.available / row.reorder_point : Number.NEGATIVE_INFINITY;
  return inventory
    .filter((row) => row.available < row.reorder_point)
    .sort(
      (a, b) =>
        cover(a) - cover(b) ||
        a.available - b.available ||
        byText(a.sku, b.sku) ||
        byText(a.warehouse, b.warehouse) ||
        byText(a.channel, b.channel),
    );
}

async function inventoryRows(db: Kysely<Database>, memberId: string, channel: StockChannel | undefined) {
  let query = db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .innerJoin('inventory', 'inventory.sku_id', 'skus.id')
    .innerJoin('warehouses', 'warehouses.id', 'inventory.warehouse_id')
    .select([
      'skus.code',
      'skus.variant',
      'products.name as product',
      'warehouses.name as warehouse',
      'inventory.channel',
      'inventory.on_hand',
      'inventory.reserved',
      'inventory.reorder_point',
      'inventory.updated_at',
    ])
    .where('skus.member_id', '=', memberId)
    .where('warehouses.member_id', '=', memberId);
  if (channel) query = query.where('inventory.channel', '=', channel);
  const rows = await query.execute();
  return rows
    .map((row) => {
      const onHand = toNumber(row.on_hand);
      const reserved = toNumber(row.reserved);
      return {
        sku: row.code,
        product_name: productName(row.product, row.variant),
        warehouse: row.warehouse,
        channel: row.channel,
        on_hand: onHand,
        reserved,
        available: onHand - reserved,
        reorder_point: toNumber(row.reorder_point),
        updated_at: row.updated_at,
      };
    })
    .sort((a, b) => byText(a.sku, b.sku) || byText(a.warehouse, b.warehouse) || byText(a.channel, b.channel));
}

async function inTransitRows(
  db: Kysely<Database>,
  memberId: string,
  channel: StockChannel | undefined,
): Promise<InTransitOrder[]> {
  let query = db
    .selectFrom('purchase_orders')
    .innerJoin('skus', 'skus.id', 'purchase_orders.sku_id')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .innerJoin('warehouses', 'warehouses.id', 'purchase_orders.warehouse_id')
    .select([
      'purchase_orders.id',
      'skus.code',
      'skus.variant',
      'products.name as product',
      'warehouses.name as warehouse',
      'purchase_orders.channel',
      'purchase_orders.quantity',
      'purchase_orders.carrier',
      'purchase_orders.ordered_on',
      'purchase_orders.expected_landing_on',
    ])
    .where('purchase_orders.member_id', '=', memberId)
    .where('purchase_orders.status', '=', 'in_transit')
    .where('skus.member_id', '=', memberId)
    .where('warehouses.member_id', '=', memberId);
  if (channel) query = query.where('purchase_orders.channel', '=', channel);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      po_id: row.id,
      sku: row.code,
      product_name: productName(row.product, row.variant),
      warehouse: row.warehouse,
      channel: row.channel,
      quantity: toNumber(row.quantity),
      carrier: row.carrier,
      ordered_on: row.ordered_on,
      expected_landing: row.expected_landing_on,
    }))
    .sort((a, b) => byText(a.expected_landing, b.expected_landing) || byText(a.po_id, b.po_id));
}

async function warehouseCostRows(
  db: Kysely<Database>,
  memberId: string,
  channel: StockChannel | undefined,
  now: Date,
): Promise<WarehouseCost[]> {
  let query = db
    .selectFrom('warehouse_costs')
    .innerJoin('warehouses', 'warehouses.id', 'warehouse_costs.warehouse_id')
    .select([
      'warehouses.name as warehouse',
      'warehouse_costs.month',
      'warehouse_costs.storage_cents',
      'warehouse_costs.labor_cents',
      'warehouse_costs.shipping_cents',
    ])
    .where('warehouses.member_id', '=', memberId)
    .where('warehouse_costs.month', '>=', isoMonth(monthStart(now, 1 - WAREHOUSE_COST_MONTHS)))
    .where('warehouse_costs.month', '<=', isoMonth(now));
  if (channel) {
    // The warehouses that serve the channel: those holding a stock position for it.
    query = query.where('warehouse_costs.warehouse_id', 'in', (eb) =>
      eb
        .selectFrom('inventory')
        .innerJoin('skus', 'skus.id', 'inventory.sku_id')
        .select('inventory.warehouse_id')
        .where('skus.member_id', '=', memberId)
        .where('inventory.channel', '=', channel),
    );
  }
  const rows = await query.execute();
  return rows
    .map((row) => {
      const storage = toNumber(row.storage_cents);
      const labor = toNumber(row.labor_cents);
      const shipping = toNumber(row.shipping_cents);
      return {
        warehouse: row.warehouse,
        month: row.month,
        storage: centsToDollars(storage),
        labor: centsToDollars(labor),
        shipping: centsToDollars(shipping),
        total: centsToDollars(storage + labor + shipping),
      };
    })
    .sort((a, b) => byText(b.month, a.month) || byText(a.warehouse, b.warehouse));
}
