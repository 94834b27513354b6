import { describe, expect, it } from 'vitest';
import { contrastRatio, parseCssColor, type Rgba } from './css-color.ts';

const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });

describe('parseCssColor', () => {
  it.each<[string, Rgba | 'currentcolor' | null]>([
    ['#fff', rgba(255, 255, 255)],
    ['#0008', rgba(0, 0, 0, 0x88 / 255)],
    ['#2962ff', rgba(41, 98, 255)],
    ['#ffffff80', rgba(255, 255, 255, 0x80 / 255)],
    ['rgb(41, 98, 255)', rgba(41, 98, 255)],
    ['rgba(41, 98, 255, 0.5)', rgba(41, 98, 255, 0.5)],
    ['rgb(41 98 255 / 50%)', rgba(41, 98, 255, 0.5)],
    ['rgb(100%, 0%, 0%)', rgba(255, 0, 0)],
    ['hsl(120, 100%, 25%)', rgba(0, 127.5, 0)],
    ['hsl(0.5turn 100% 50% / 0.25)', rgba(0, 255, 255, 0.25)],
    ['RebeccaPurple', rgba(102, 51, 153)],
    ['transparent', rgba(0, 0, 0, 0)],
    ['currentColor', 'currentcolor'],
    ['url(x)', null],
    ['var(--x)', null],
  ])('%s', (text, expected) => {
    expect(parseCssColor(text)).toEqual(expected);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, and the same either way round', () => {
    expect(contrastRatio(rgba(0, 0, 0), rgba(255, 255, 255))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgba(41, 98, 255), rgba(41, 98, 255))).toBe(1);
    expect(contrastRatio(rgba(118, 118, 118), rgba(255, 255, 255))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgba(255, 255, 255), rgba(118, 118, 118))).toBeCloseTo(4.54, 2);
  });
});
