/**
 * The X-ray overlays' geometry, free of the DOM so it is tested on its own: where an outline goes,
 * which layer it takes, where its tooltip sits. The overlay layer (overlay-layer.ts) reads the page
 * once per frame, calls these, then writes.
 *
 * Coordinates: outlines live in one absolutely positioned layer, so they are placed in that layer's
 * coordinates (the page's, shifted by where the layer starts). Such an outline scrolls with the
 * page by itself: a scroll of the document moves nothing of ours. Targets that do not scroll with
 * the document (inside `position: fixed`) get a fixed outline in viewport coordinates instead.
 */

/** Space between an element and its outline. */
export const OUTLINE_PADDING = 6;

/** The layer of an element whose own z-index is not a number, or is negative. */
export const DEFAULT_LAYER = 50;

export type OverlayKind = 'found' | 'error' | 'warning';

/** How far above its element's own layer an outline sits: errors over warnings over the rest. */
export const LAYER_OFFSET: Readonly<Record<OverlayKind, number>> = { error: 3, warning: 2, found: 1 };

/** The outline's z-index: the element's computed z-index (or 50) plus 3, 2 or 1. */
export function overlayLayer(computedZIndex: string, kind: OverlayKind): number {
  const own = /^\s*-?\d+\s*$/.test(computedZIndex) ? Number.parseInt(computedZIndex, 10) : Number.NaN;
  const base = Number.isFinite(own) && own >= 0 ? own : DEFAULT_LAYER;
  return base + LAYER_OFFSET[kind];
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  left: number;
  top: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * An outline for an element's box (viewport coordinates, as getBoundingClientRect answers) in the
 * coordinates of a layer whose top-left corner is at `origin` (viewport coordinates, read in the
 * same frame), grown by `padding` on every side and kept inside `bounds` (the scrollable area,
 * in the same coordinates as the box): an outline never widens the page.
 */
export function outlineBox(rect: Box, origin: Point, bounds: Size & Point, padding = OUTLINE_PADDING): Box {
  const left = Math.max(rect.left - padding, bounds.left);
  const top = Math.max(rect.top - padding, bounds.top);
  const right = Math.min(rect.left + rect.width + padding, bounds.left + bounds.width);
  const bottom = Math.min(rect.top + rect.height + padding, bounds.top + bounds.height);
  return {
    left: round(left - origin.left),
    top: round(top - origin.top),
    width: round(Math.max(0, right - left)),
    height: round(Math.max(0, bottom - top)),
  };
}

/**
 * The scrollable area of the document in viewport coordinates: it starts at minus the scroll
 * offset and is as large as the document's scroll size.
 */
export function documentBounds(scroll: Point, scrollSize: Size): Size & Point {
  return { left: -scroll.left, top: -scroll.top, width: scrollSize.width, height: scrollSize.height };
}

export type LabelVertical = 'above' | 'below';
export type LabelHorizontal = 'start' | 'end';

/** The widest a tooltip grows; longer text ends in an ellipsis. */
export const LABEL_MAX_WIDTH = 280;
export const LABEL_HEIGHT = 18;

export interface LabelPlacement {
  vertical: LabelVertical;
  horizontal: LabelHorizontal;
  /** As wide as the tooltip may be without running past the scrollable area. */
  maxWidth: number;
}

/**
 * Where an outline's tooltip sits: above its top edge, unless that would leave the layer's top (an
 * element at the top of the page), then below its bottom edge; from its left edge, or ending at its
 * right edge when a tooltip `labelWidth` wide fits only that way (an element near the right side).
 * Its maximum width keeps it inside `boundsWidth` (the layer's width), so it never widens the page.
 */
export function labelPlacement(box: Box, labelWidth: number, boundsWidth: number): LabelPlacement {
  const startRoom = boundsWidth - box.left;
  const endRoom = box.left + box.width;
  const horizontal: LabelHorizontal = labelWidth <= startRoom || startRoom >= endRoom ? 'start' : 'end';
  return {
    vertical: box.top - LABEL_HEIGHT < 0 ? 'below' : 'above',
    horizontal,
    maxWidth: Math.floor(Math.max(0, Math.min(LABEL_MAX_WIDTH, horizontal === 'start' ? startRoom : endRoom))),
  };
}

/** A tooltip's width before it is drawn: its text at about 6.5 px a character, plus its padding. */
export function estimatedLabelWidth(text: string): number {
  return Math.min(LABEL_MAX_WIDTH, Math.ceil(text.length * 6.5) + 14);
}

/** A tooltip is never cut shorter than this, however small its element. */
export const LABEL_MIN_WIDTH = 96;

/**
 * How wide a tooltip shows until the pointer is over its element: no wider than its outline (so
 * tooltips of elements side by side do not cover each other), at least 96 px, and never past
 * where its placement lets it go.
 */
export function compactLabelWidth(box: Box, placement: LabelPlacement): number {
  return Math.min(placement.maxWidth, Math.max(Math.floor(box.width), LABEL_MIN_WIDTH));
}

export function sameBox(a: Box | null | undefined, b: Box): boolean {
  return !!a && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;
}

/** Whole device pixels at 2x: sharp outlines, and tiny layout jitter does not count as a change. */
function round(value: number): number {
  return Math.round(value * 2) / 2 + 0; // + 0: no -0
}
