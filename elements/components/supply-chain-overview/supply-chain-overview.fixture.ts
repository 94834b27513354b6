import type { SupplyChainOverview, WarehouseCost } from '../../../contract/product-answers';

/**
 * An overview of every channel as the API answers it, small enough to check by hand: the unit
 * test, the element test and the screenshots read it.
 *
 * Stock available 4,367 (600 + 280 + 80 + 1,000 + 30 + 42 + 2,250 + 10 + 75); units in transit
 * 1,875 on 4 purchase orders; 3 positions at risk; March 2026 warehouse cost $32,501.50.
 */
const NEWARK = 'Newark Distribution Center';
const RENO = 'Reno Fulfillment Center';
const DALLAS = 'Dallas Distribution Center';

/** The newest month's costs per warehouse; each month before costs 2 % less than the one after it. */
const MARCH_2026 = [
  { warehouse: NEWARK, storage: 4200.5, labor: 6100.25, shipping: 3050 },
  { warehouse: RENO, storage: 3800, labor: 5400.4, shipping: 2900.1 },
  { warehouse: DALLAS, storage: 2100, labor: 3300, shipping: 1650.25 },
];

const cents = (value: number) => Math.round(value * 100) / 100;

function warehouseCosts(): WarehouseCost[] {
  const rows: WarehouseCost[] = [];
  for (let age = 0; age < 12; age++) {
    const date = new Date(Date.UTC(2026, 2 - age, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const factor = 1 - 0.02 * age;
    for (const base of MARCH_2026) {
      const storage = cents(base.storage * factor);
      const labor = cents(base.labor * factor);
      const shipping = cents(base.shipping * factor);
      rows.push({
        warehouse: base.warehouse,
        month,
        storage,
        labor,
        shipping,
        total: cents(storage + labor + shipping),
      });
    }
  }
  return rows;
}

const position = (
  sku: string,
  product_name: string,
  warehouse: string,
  channel: SupplyChainOverview['inventory'][number]['channel'],
  on_hand: number,
  reserved: number,
  reorder_point: number,
) => ({ sku, product_name, warehouse, channel, on_hand, reserved, available: on_hand - reserved, reorder_point });

const inventory = [
  position('ACM-STW-101', 'Stretch Wrap 18 in x 1500 ft', NEWARK, 'east', 640, 40, 120),
  position('ACM-STW-101', 'Stretch Wrap 18 in x 1500 ft', NEWARK, 'amzn', 300, 20, 100),
  position('ACM-BOX-112', 'Corrugated Box 12x12x12 (25 pk)', NEWARK, 'east', 90, 10, 150),
  position('ACM-LBL-105', 'Thermal Shipping Labels 4x6 (500 per roll)', RENO, 'west', 1200, 200, 160),
  position('ACM-LBL-105', 'Thermal Shipping Labels 4x6 (500 per roll)', RENO, 'amzn', 35, 5, 140),
  position('ACM-PJK-103', 'Pallet Jack 2500 lb', RENO, 'west', 48, 6, 40),
  position('ACM-GLV-108', 'Nitrile Gloves Large (100)', DALLAS, 'central', 2400, 150, 300),
  position('ACM-GLV-108', 'Nitrile Gloves Large (100)', DALLAS, 'amzn', 12, 2, 90),
  position('ACM-SCN-104', 'Bluetooth Barcode Scanner BT-200', DALLAS, 'central', 75, 0, 50),
];

export const overviewFixture: SupplyChainOverview = {
  channel: 'total',
  as_of: '2026-03-10',
  inventory,
  // Lowest available / reorder point first: 10/90, 30/140, 80/150.
  stockout_risks: [inventory[7]!, inventory[4]!, inventory[2]!],
  in_transit: [
    {
      po_id: 'PO-ACM-5001',
      sku: 'ACM-BOX-112',
      product_name: 'Corrugated Box 12x12x12 (25 pk)',
      warehouse: NEWARK,
      channel: 'east',
      quantity: 250,
      carrier: 'UPS Freight',
      ordered_on: '2026-02-25',
      expected_landing: '2026-03-11',
    },
    {
      po_id: 'PO-ACM-5003',
      sku: 'ACM-LBL-105',
      product_name: 'Thermal Shipping Labels 4x6 (500 per roll)',
      warehouse: RENO,
      channel: 'amzn',
      quantity: 500,
      carrier: 'Maersk',
      ordered_on: '2026-02-20',
      expected_landing: '2026-03-12',
    },
    {
      po_id: 'PO-ACM-5005',
      sku: 'ACM-STW-101',
      product_name: 'Stretch Wrap 18 in x 1500 ft',
      warehouse: NEWARK,
      channel: 'amzn',
      quantity: 1000,
      carrier: 'FedEx Freight',
      ordered_on: '2026-03-01',
      expected_landing: '2026-03-24',
    },
    {
      po_id: 'PO-ACM-5002',
      sku: 'ACM-BOX-112',
      product_name: 'Corrugated Box 12x12x12 (25 pk)',
      warehouse: RENO,
      channel: 'west',
      quantity: 125,
      carrier: 'XPO Logistics',
      ordered_on: '2026-02-28',
      expected_landing: '2026-03-30',
    },
  ],
  warehouse_costs: warehouseCosts(),
};
