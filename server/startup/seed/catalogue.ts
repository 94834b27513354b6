import type { StoredChannel } from '../../db/schema.ts';

export interface CatalogueProduct {
  name: string;
  category: string;
  code: string;
  variants: readonly string[];
  /** Unit price range in cents. */
  priceCents: readonly [number, number];
}

export const CATALOGUE: readonly CatalogueProduct[] = [
  {
    name: 'Stretch Wrap',
    category: 'Packaging',
    code: 'STW',
    variants: ['18 in x 1500 ft', '20 in x 1000 ft'],
    priceCents: [1_899, 3_499],
  },
  {
    name: 'Corrugated Box',
    category: 'Packaging',
    code: 'BOX',
    variants: ['12x12x12 (25 pk)', '18x18x24 (15 pk)'],
    priceCents: [2_450, 4_800],
  },
  {
    name: 'Packing Tape',
    category: 'Packaging',
    code: 'TAP',
    variants: ['2 in clear (36 rolls)'],
    priceCents: [3_299, 4_199],
  },
  {
    name: 'Bubble Mailer',
    category: 'Packaging',
    code: 'BUB',
    variants: ['10x13 (100 pk)', '6x10 (250 pk)'],
    priceCents: [2_899, 5_499],
  },
  {
    name: 'Thermal Shipping Labels',
    category: 'Labels',
    code: 'LBL',
    variants: ['4x6 (500 per roll)', '4x6 fanfold (1000)'],
    priceCents: [1_599, 3_299],
  },
  { name: 'Pallet Labels', category: 'Labels', code: 'PLB', variants: ['8x11 (250)'], priceCents: [2_199, 2_899] },
  {
    name: 'Pallet Jack',
    category: 'Equipment',
    code: 'PJK',
    variants: ['2500 lb', '5500 lb'],
    priceCents: [32_900, 58_900],
  },
  {
    name: 'Bluetooth Barcode Scanner',
    category: 'Equipment',
    code: 'SCN',
    variants: ['BT-200'],
    priceCents: [12_900, 18_900],
  },
  {
    name: 'Label Printer',
    category: 'Equipment',
    code: 'LPR',
    variants: ['LP-4 direct thermal'],
    priceCents: [21_900, 27_900],
  },
  {
    name: 'Nitrile Gloves',
    category: 'Safety',
    code: 'GLV',
    variants: ['Large (100)', 'Medium (100)'],
    priceCents: [1_299, 1_899],
  },
  {
    name: 'Hi-Vis Safety Vest',
    category: 'Safety',
    code: 'VST',
    variants: ['Class 2, L', 'Class 2, XL'],
    priceCents: [899, 1_499],
  },
  {
    name: 'Wire Shelving Unit',
    category: 'Storage',
    code: 'SHL',
    variants: ['48x18x72 in'],
    priceCents: [14_900, 21_900],
  },
  {
    name: 'Plastic Storage Bin',
    category: 'Storage',
    code: 'BIN',
    variants: ['18 gal (6 pk)', '27 gal (4 pk)'],
    priceCents: [5_499, 8_999],
  },
];

export interface CatalogueWarehouse {
  name: string;
  city: string;
  region: StoredChannel;
}

export const WAREHOUSES: readonly CatalogueWarehouse[] = [
  { name: 'Newark Distribution Center', city: 'Newark, NJ', region: 'east' },
  { name: 'Reno Fulfillment Center', city: 'Reno, NV', region: 'west' },
  { name: 'Dallas Distribution Center', city: 'Dallas, TX', region: 'central' },
];

export const CARRIERS = ['Maersk', 'UPS Freight', 'FedEx Freight', 'XPO Logistics', 'Old Dominion'] as const;
