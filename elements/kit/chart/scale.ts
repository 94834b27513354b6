/**
 * Axis scales for the kit's hand-made SVG charts, DOM-free: a value axis that starts at zero and
 * ends on a round number, with at most a few ticks a person can read at a glance.
 */
export interface LinearScale {
  /** The axis end: the smallest round number at or above the data's maximum. */
  max: number;
  step: number;
  /** 0, step, 2 step, ... max. */
  ticks: number[];
}

/** Steps of 1, 2, 2.5 or 5 times a power of ten, as axes people read every day use. */
const STEP_FACTORS = [1, 2, 2.5, 5, 10, 20, 25, 50];

/**
 * The tightest round axis for the data with at least three and at most `maxTicks` ticks (zero
 * included); more ticks win a tie.
 */
export function linearScale(dataMax: number, maxTicks = 5): LinearScale {
  const top = Number.isFinite(dataMax) && dataMax > 0 ? dataMax : 1;
  const intervals = Math.max(1, Math.floor(maxTicks) - 1);
  const power = 10 ** Math.floor(Math.log10(top / intervals));
  let best: { step: number; count: number } | null = null;
  for (const factor of STEP_FACTORS) {
    const step = round(factor * power);
    const count = Math.max(1, Math.ceil(top / step - 1e-9));
    if (count > intervals || (count < 2 && intervals >= 2)) continue;
    if (!best || count * step < best.count * best.step - 1e-9) best = { step, count };
  }
  const { step, count } = best ?? { step: round(top), count: 1 };
  const ticks = Array.from({ length: count + 1 }, (_, index) => round(index * step));
  return { max: round(count * step), step, ticks };
}

/** Where a value lies along an axis of `length` pixels, clamped to it. */
export function position(value: number, scale: Pick<LinearScale, 'max'>, length: number): number {
  if (!(scale.max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(length, Math.max(0, (value / scale.max) * length));
}

/** Removes floating-point dust (0.30000000000000004) from a tick. */
const round = (value: number) => Number.parseFloat(value.toPrecision(12));
