import { describe, expect, it } from 'vitest';
import { columnTracks } from './column-tracks';

// An orders table: Order ID, SKU, Product, Amount.
const columns = [{}, {}, {}, { numeric: true }];
const widths = [103, 125, 290, 90];
const headerWidths = [90, 60, 80, 85];

const trackWidths = (template: string) => [...template.matchAll(/minmax\((\d+)px/g)].map((match) => Number(match[1]));

describe('columnTracks', () => {
  it('gives every column its whole width in a box with room to spare, sharing the rest', () => {
    const tracks = columnTracks({ columns, widths, headerWidths, room: 900 });
    expect(trackWidths(tracks.template)).toEqual(widths);
    expect(tracks.template).toContain('minmax(290px, 290fr)');
    expect(tracks.minWidth).toBe(608);
  });

  it('in a narrow box cuts the widest text column first, keeping the ids and the amount whole', () => {
    const tracks = columnTracks({ columns, widths, headerWidths, room: 445 });
    const [id, sku, product, amount] = trackWidths(tracks.template);
    expect([id, amount]).toEqual([103, 90]);
    expect(sku).toBe(125);
    expect(product).toBe(127);
    expect(tracks.minWidth).toBeLessThanOrEqual(445);
  });

  it('shrinks two long columns to one level, then scrolls once every text column is at its narrowest', () => {
    const fitted = trackWidths(columnTracks({ columns, widths, headerWidths, room: 420 }).template);
    expect(fitted).toEqual([103, 120, 120, 90]);
    const scrolling = columnTracks({ columns, widths, headerWidths, room: 300 });
    expect(trackWidths(scrolling.template)).toEqual([103, 120, 120, 90]);
    expect(scrolling.minWidth).toBe(433);
  });

  it('never makes a column narrower than its header', () => {
    const tracks = columnTracks({ columns, widths: [103, 125, 290, 90], headerWidths: [90, 60, 160, 85], room: 300 });
    expect(trackWidths(tracks.template)[2]).toBe(160);
  });
});
