import { describe, expect, it } from 'vitest';
import { linearScale, position } from './scale';

describe('linearScale', () => {
  it('ends on a round number at or above the maximum, from zero', () => {
    expect(linearScale(4367, 5)).toEqual({ max: 5000, step: 2500, ticks: [0, 2500, 5000] });
    expect(linearScale(2335, 5)).toEqual({ max: 3000, step: 1000, ticks: [0, 1000, 2000, 3000] });
    expect(linearScale(32_501.5, 5)).toEqual({ max: 40_000, step: 10_000, ticks: [0, 10_000, 20_000, 30_000, 40_000] });
    expect(linearScale(100, 5).ticks).toEqual([0, 25, 50, 75, 100]);
    expect(linearScale(0.7, 4).ticks).toEqual([0, 0.25, 0.5, 0.75]);
  });

  it('never offers more ticks than asked, and survives nothing to show', () => {
    for (const max of [1, 7, 99, 1234, 98_765, 3.3]) {
      for (const ticks of [3, 4, 5, 6]) expect(linearScale(max, ticks).ticks.length).toBeLessThanOrEqual(ticks);
    }
    expect(linearScale(0).max).toBe(1);
    expect(linearScale(Number.NaN).max).toBe(1);
    expect(linearScale(-5).max).toBe(1);
  });

  it('places values along the axis, clamped to it', () => {
    const scale = linearScale(4367, 5);
    expect(position(2500, scale, 1000)).toBe(500);
    expect(position(-10, scale, 1000)).toBe(0);
    expect(position(9999, scale, 1000)).toBe(1000);
    expect(position(Number.NaN, scale, 1000)).toBe(0);
  });
});
