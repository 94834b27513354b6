import type { Insertable } from 'kysely';
import { addDays, isoDay, isoMonth, monthStart } from '../../db/calendar.ts';
import type { Database } from '../../db/schema.ts';
import type { SeedAccount } from './accounts.ts';
import { CARRIERS, CATALOGUE, WAREHOUSES } from './catalogue.ts';
import type { Random } from './random.ts';

type Row<T extends keyof Database> = Insertable<Database[T]>;

export interface SupplyChainRows {
  products: Row<'products'>[];
  skus: Row<'skus'>[];
  warehouses: Row<'warehouses'>[];
  inventory: Row<'inventory'>[];
  purchaseOrders: Row<'purchase_orders'>[];
  warehouseCosts: Row<'warehouse_costs'>[];
}

/** A sku as orders need it. */
export interface SeedSku {
  code: string;
  productName: string;
  unitPriceCents: number;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function catalogueRows(random: Random, account: SeedAccount, memberId: string) {
  const products: Row<'products'>[] = [];
  const skus: Row<'skus'>[] = [];
  for (const item of shuffled(random, CATALOGUE).slice(0, 6)) {
    const productId = random.id('prd_');
    products.push({ id: productId, member_id: memberId, name: item.name, category: item.category });
    item.variants.forEach((variant, index) => {
      const price = random.int(item.priceCents[0], item.priceCents[1]);
      skus.push({
        id: random.id('sku_'),
        member_id: memberId,
        product_id: productId,
        code: `${account.skuPrefix}-${item.code}-${String(100 + index * 10 + random.int(1, 9))}`,
        variant,
        unit_cost_cents: Math.round(price * (0.45 + random.next() * 0.2)),
        unit_price_cents: price,
      });
    });
  }
  return { products, skus };
}

export function supplyChainRows(random: Random, account: SeedAccount, memberId: string, now: Date): SupplyChainRows {
  const { products, skus } = catalogueRows(random, account, memberId);
  const warehouses = WAREHOUSES.map((warehouse) => ({ id: random.id('whs_'), member_id: memberId, ...warehouse }));
  const updatedAt = now.toISOString();

  // Each warehouse stocks its own region's channel and the Amazon channel it ships into.
  const inventory: Row<'inventory'>[] = [];
  for (const sku of skus) {
    for (const warehouse of warehouses) {
      for (const channel of [warehouse.region, 'amzn'] as const) {
        const reorderPoint = random.int(40, 160);
        // About one position in six sits below its reorder point: the stockout risks.
        const onHand = random.chance(1 / 6)
          ? random.int(0, reorderPoint - 1)
          : Math.round(random.int(reorderPoint, 900) * Math.max(account.scale, 0.3));
        inventory.push({
          sku_id: sku.id,
          warehouse_id: warehouse.id,
          channel,
          on_hand: onHand,
          reserved: random.int(0, Math.floor(onHand / 5)),
          reorder_point: reorderPoint,
          updated_at: updatedAt,
        });
      }
    }
  }

  const purchaseOrders: Row<'purchase_orders'>[] = [];
  for (let i = 0; i < 10; i++) {
    const inTransit = i < 6;
    const warehouse = random.pick(warehouses);
    const orderedOn = addDays(now, inTransit ? -random.int(3, 25) : -random.int(35, 70));
    const landing = inTransit ? addDays(now, random.int(1, 21)) : addDays(orderedOn, random.int(10, 25));
    purchaseOrders.push({
      id: `PO-${account.skuPrefix}-${5001 + i}`,
      member_id: memberId,
      sku_id: random.pick(skus).id,
      warehouse_id: warehouse.id,
      channel: random.chance(0.4) ? 'amzn' : warehouse.region,
      quantity: random.int(4, 40) * 25,
      carrier: random.pick(CARRIERS),
      ordered_on: isoDay(orderedOn),
      expected_landing_on: isoDay(landing),
      status: inTransit ? 'in_transit' : 'landed',
    });
  }

  const warehouseCosts: Row<'warehouse_costs'>[] = [];
  for (const warehouse of warehouses) {
    for (let offset = -11; offset <= 0; offset++) {
      const dollars = (min: number, max: number) =>
        Math.round(random.int(min, max) * 100 * Math.max(account.scale, 0.25));
      warehouseCosts.push({
        warehouse_id: warehouse.id,
        month: isoMonth(monthStart(now, offset)),
        storage_cents: dollars(6_000, 14_000),
        labor_cents: dollars(9_000, 22_000),
        shipping_cents: dollars(4_000, 16_000),
      });
    }
  }

  return { products, skus, warehouses, inventory, purchaseOrders, warehouseCosts };
}

export function seedSkus(rows: SupplyChainRows): SeedSku[] {
  return rows.skus.map((sku) => {
    const product = rows.products.find((candidate) => candidate.id === sku.product_id);
    return {
      code: sku.code,
      productName: `${product?.name ?? 'Item'} ${sku.variant}`,
      unitPriceCents: sku.unit_price_cents,
    };
  });
}
