import { describe, expect, it } from 'vitest';
import {
  compactLabelWidth,
  DEFAULT_LAYER,
  documentBounds,
  estimatedLabelWidth,
  LABEL_MAX_WIDTH,
  labelPlacement,
  OUTLINE_PADDING,
  outlineBox,
  overlayLayer,
  sameBox,
} from './overlay-layout';
import { overlayTargets } from './overlay-targets';

const WIDE = { left: 0, top: 0, width: 10_000, height: 10_000 };

describe('overlay layout', () => {
  it('pads an outline by 6 px on every side, in the layer coordinates', () => {
    expect(OUTLINE_PADDING).toBe(6);
    const box = outlineBox({ left: 100, top: 200, width: 50, height: 20 }, { left: 0, top: 0 }, WIDE);
    expect(box).toEqual({ left: 94, top: 194, width: 62, height: 32 });
  });

  it('places an outline relative to the layer, so a scrolled page (layer above the viewport) lands on the page', () => {
    // Scrolled down 300 px: the element is at viewport top 50, the layer's corner at viewport top -300.
    const box = outlineBox(
      { left: 10, top: 50, width: 40, height: 40 },
      { left: 0, top: -300 },
      documentBounds({ left: 0, top: 300 }, { width: 1000, height: 3000 }),
    );
    expect(box).toEqual({ left: 4, top: 344, width: 52, height: 52 });
  });

  it('keeps an outline inside the scrollable area, so it never widens the page', () => {
    const bounds = documentBounds({ left: 0, top: 0 }, { width: 800, height: 600 });
    const fullWidth = outlineBox({ left: 0, top: 0, width: 800, height: 40 }, { left: 0, top: 0 }, bounds);
    expect(fullWidth).toEqual({ left: 0, top: 0, width: 800, height: 46 });
    const bottomRight = outlineBox({ left: 780, top: 590, width: 20, height: 10 }, { left: 0, top: 0 }, bounds);
    expect(bottomRight).toEqual({ left: 774, top: 584, width: 26, height: 16 });
  });

  it('counts a layer that starts inside the page (a positioned body with a margin)', () => {
    const box = outlineBox({ left: 108, top: 108, width: 10, height: 10 }, { left: 8, top: 8 }, WIDE);
    expect(box).toEqual({ left: 94, top: 94, width: 22, height: 22 });
  });

  it('rounds to half pixels, so sub-pixel jitter is no change', () => {
    const a = outlineBox({ left: 10.01, top: 10.02, width: 5.98, height: 5 }, { left: 0, top: 0 }, WIDE);
    const b = outlineBox({ left: 10.03, top: 9.99, width: 6, height: 5 }, { left: 0, top: 0 }, WIDE);
    expect(sameBox(a, b)).toBe(true);
    expect(sameBox(null, b)).toBe(false);
  });

  it("takes the element's own layer, or 50 when it is not a number or negative, plus 3, 2 or 1", () => {
    expect(DEFAULT_LAYER).toBe(50);
    expect(overlayLayer('auto', 'error')).toBe(53);
    expect(overlayLayer('auto', 'warning')).toBe(52);
    expect(overlayLayer('auto', 'found')).toBe(51);
    expect(overlayLayer('10', 'found')).toBe(11);
    expect(overlayLayer('0', 'error')).toBe(3);
    expect(overlayLayer('999', 'warning')).toBe(1001);
    expect(overlayLayer('-5', 'error')).toBe(53);
    expect(overlayLayer('', 'found')).toBe(51);
    expect(overlayLayer('1.5', 'found')).toBe(51);
  });

  it('puts a tooltip above its outline, below it at the top of the page, and ends it at the right edge near the side', () => {
    expect(labelPlacement({ left: 10, top: 100, width: 50, height: 20 }, 200, 1000)).toEqual({
      vertical: 'above',
      horizontal: 'start',
      maxWidth: 280,
    });
    expect(labelPlacement({ left: 10, top: 4, width: 50, height: 20 }, 200, 1000).vertical).toBe('below');
    expect(labelPlacement({ left: 900, top: 100, width: 90, height: 20 }, 200, 1000)).toEqual({
      vertical: 'above',
      horizontal: 'end',
      maxWidth: 280,
    });
  });

  it('keeps a tooltip inside the page, whichever way it fits best', () => {
    // 150 px of room to the right, 90 to the left: starts at the left edge, 150 px at most.
    expect(labelPlacement({ left: 50, top: 100, width: 40, height: 20 }, 300, 200)).toEqual({
      vertical: 'above',
      horizontal: 'start',
      maxWidth: 150,
    });
    expect(labelPlacement({ left: 250, top: 100, width: 40, height: 20 }, 300, 320)).toEqual({
      vertical: 'above',
      horizontal: 'end',
      maxWidth: 280,
    });
  });

  it('keeps a tooltip as wide as its outline until hovered, at least 96 px, never past its room', () => {
    const placement = { vertical: 'above', horizontal: 'start', maxWidth: 280 } as const;
    expect(compactLabelWidth({ left: 0, top: 0, width: 150.6, height: 10 }, placement)).toBe(150);
    expect(compactLabelWidth({ left: 0, top: 0, width: 20, height: 10 }, placement)).toBe(96);
    expect(compactLabelWidth({ left: 0, top: 0, width: 900, height: 10 }, placement)).toBe(280);
    expect(compactLabelWidth({ left: 0, top: 0, width: 20, height: 10 }, { ...placement, maxWidth: 60 })).toBe(60);
  });

  it('estimates a tooltip by its text, never past its maximum width', () => {
    expect(estimatedLabelWidth('data-ms-form="login"')).toBe(144);
    expect(estimatedLabelWidth('x'.repeat(200))).toBe(LABEL_MAX_WIDTH);
  });
});

describe('overlay targets', () => {
  const a = { id: 'a' } as unknown as Element;
  const b = { id: 'b' } as unknown as Element;

  it('gives each element one outline in the colour of its worst finding, named short, every finding in full on hover', () => {
    const targets = overlayTargets({
      errors: [{ id: 'broken-plan-button', message: 'The plan button has no plan ID.', element: a }],
      warnings: [],
      found: [
        { attribute: 'data-ms-plan:add', value: 'pln_x', element: a },
        { attribute: 'data-ms-form', value: 'login', element: b },
      ],
    });
    expect(targets).toEqual([
      {
        element: a,
        kind: 'error',
        label: 'Broken plan button',
        detail: 'The plan button has no plan ID. · Add a free plan: data-ms-plan:add="pln_x"',
      },
      { element: b, kind: 'found', label: 'data-ms-form="login"', detail: 'Login form: data-ms-form="login"' },
    ]);
  });

  it('lets a warning outrank a found attribute on the same element, whatever the order', () => {
    const [target] = overlayTargets({
      errors: [],
      found: [{ attribute: 'data-ms-price:add', value: 'prc_x', element: a }],
      warnings: [{ id: 'price-without-action', message: 'No action', element: a }],
    });
    expect(target).toMatchObject({ kind: 'warning', label: 'Price button without a link or modal' });
    expect(target!.detail).toBe('No action · Buy a paid plan: data-ms-price:add="prc_x"');
  });

  it('names an unknown attribute as written, and an issue the catalogue lacks by its message', () => {
    const [issue, unknown] = overlayTargets({
      errors: [{ id: 'not-catalogued', message: 'Something else.', element: b }],
      warnings: [],
      found: [{ attribute: 'data-ms-thing', value: '', element: a }],
    });
    expect(issue).toMatchObject({ element: b, label: 'Something else.', detail: 'Something else.' });
    expect(unknown).toMatchObject({ element: a, label: 'data-ms-thing', detail: 'data-ms-thing' });
  });
});
