import { describe, expect, it } from 'vitest';
import {
  costSummary,
  costTrend,
  headlineFigures,
  headlineNotes,
  isEmptyOverview,
  landingText,
  normalizeOverview,
  riskRows,
  stockByWarehouse,
  stockSummary,
  transitRows,
} from './supply-chain-figures';
import { overviewFixture } from './supply-chain-overview.fixture';

describe('headline figures', () => {
  it('adds up stock available, units in transit, risks and the newest month of costs', () => {
    const headline = headlineFigures(overviewFixture);
    expect(headline).toMatchObject({
      stockAvailable: 4367,
      unitsInTransit: 1875,
      purchaseOrdersInTransit: 4,
      positionsAtRisk: 3,
      costMonth: '2026-03',
      costThisMonth: 32_501.5,
    });
    // February costs 2 % less than March.
    expect(headline.costChange).toBeCloseTo(1 / 0.98 - 1, 6);
    expect(headlineNotes(headline)).toEqual({
      stock: 'units on hand, less reserved',
      transit: 'on 4 purchase orders',
      risk: 'below their reorder point',
      cost: 'March 2026, +2% on the month before',
    });
  });

  it('is all zeros for an empty channel', () => {
    const empty = normalizeOverview({ channel: 'west', as_of: '2026-03-10' }, 'west');
    expect(isEmptyOverview(empty)).toBe(true);
    expect(headlineFigures(empty)).toEqual({
      stockAvailable: 0,
      unitsInTransit: 0,
      purchaseOrdersInTransit: 0,
      positionsAtRisk: 0,
      costMonth: null,
      costThisMonth: 0,
      costChange: null,
    });
    expect(headlineNotes(headlineFigures(empty)).cost).toBe('no costs recorded');
  });
});

describe('stock by warehouse', () => {
  it('splits available units by channel, most stocked warehouse first, with reorder context', () => {
    const stock = stockByWarehouse(overviewFixture);
    expect(stock.channels).toEqual(['east', 'west', 'central', 'amzn']);
    expect(stock.total).toBe(4367);
    expect(stock.warehouses).toEqual([
      {
        warehouse: 'Dallas Distribution Center',
        byChannel: [0, 0, 2325, 10],
        available: 2335,
        reorderPoint: 440,
        positionsAtRisk: 1,
      },
      {
        warehouse: 'Reno Fulfillment Center',
        byChannel: [0, 1042, 0, 30],
        available: 1072,
        reorderPoint: 340,
        positionsAtRisk: 1,
      },
      {
        warehouse: 'Newark Distribution Center',
        byChannel: [680, 0, 0, 280],
        available: 960,
        reorderPoint: 370,
        positionsAtRisk: 1,
      },
    ]);
  });

  it('says it in one line', () => {
    expect(stockSummary(stockByWarehouse(overviewFixture), 3)).toBe(
      '4,367 units available across 3 warehouses; Dallas Distribution Center holds the most (2,335). ' +
        '3 positions are below the reorder point.',
    );
    const one = { ...overviewFixture, inventory: overviewFixture.inventory.slice(0, 2) };
    expect(stockSummary(stockByWarehouse(one), 0)).toBe(
      '880 units available, all at Newark Distribution Center. No position is below its reorder point.',
    );
    expect(stockSummary(stockByWarehouse({ ...overviewFixture, inventory: [] }), 0)).toBe(
      'No stock is held for this channel.',
    );
  });
});

describe('warehouse cost trend', () => {
  it('adds the warehouses up per month, oldest first, to the cent', () => {
    const trend = costTrend(overviewFixture.warehouse_costs);
    expect(trend).toHaveLength(12);
    expect(trend.map((month) => month.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(trend.at(-1)).toEqual({
      month: '2026-03',
      storage: 10_100.5,
      labor: 14_800.65,
      shipping: 7600.35,
      total: 32_501.5,
    });
    for (const month of trend) {
      expect(month.total).toBeCloseTo(month.storage + month.labor + month.shipping, 2);
    }
  });

  it('says it in one line', () => {
    const trend = costTrend(overviewFixture.warehouse_costs);
    expect(costSummary(trend)).toBe(
      'Warehouse costs went from $25,351.18 in Apr 2025 to $32,501.50 in Mar 2026 (up 28%). ' +
        'Labor is the largest part, 46% of the total.',
    );
    expect(costSummary(trend.slice(-1))).toBe(
      'Warehouse costs for Mar 2026: $32,501.50. Labor is the largest part, 46% of the total.',
    );
    expect(costSummary([])).toBe('No warehouse costs are recorded for this channel.');
  });
});

describe('tables', () => {
  it('counts the days to each landing from the figures’ day', () => {
    expect(transitRows(overviewFixture).map((row) => [row.po_id, row.daysUntilLanding])).toEqual([
      ['PO-ACM-5001', 1],
      ['PO-ACM-5003', 2],
      ['PO-ACM-5005', 14],
      ['PO-ACM-5002', 20],
    ]);
    expect([0, 1, 5, -1, -3, 1200].map(landingText)).toEqual([
      'today',
      'tomorrow',
      'in 5 days',
      '1 day late',
      '3 days late',
      'in 1,200 days',
    ]);
  });

  it('lists risks most urgent first, with the shortfall and what is in transit for the SKU', () => {
    const rows = riskRows({ ...overviewFixture, stockout_risks: [...overviewFixture.stockout_risks].reverse() });
    expect(rows.map((row) => [row.sku, row.warehouse, row.shortfall, row.inTransit, row.nextLanding])).toEqual([
      ['ACM-GLV-108', 'Dallas Distribution Center', 80, 0, null],
      ['ACM-LBL-105', 'Reno Fulfillment Center', 110, 500, '2026-03-12'],
      ['ACM-BOX-112', 'Newark Distribution Center', 70, 375, '2026-03-11'],
    ]);
  });
});

describe('an unexpected answer', () => {
  it('turns a surprising answer into an empty overview', () => {
    expect(normalizeOverview(null, 'east')).toEqual({
      channel: 'east',
      as_of: '',
      inventory: [],
      stockout_risks: [],
      in_transit: [],
      warehouse_costs: [],
    });
    expect(normalizeOverview({ inventory: 'lots' }, 'total').inventory).toEqual([]);
  });
});
