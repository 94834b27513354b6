import {
  type Box,
  compactLabelWidth,
  documentBounds,
  estimatedLabelWidth,
  labelPlacement,
  outlineBox,
  overlayLayer,
  sameBox,
} from './overlay-layout';
import { type Anchor, measure } from './overlay-measure';
import { LAYER_STYLE, outlineClass, overlaySheet } from './overlay-styles';
import type { OverlayTarget } from './overlay-targets';

/**
 * The X-ray outlines over a page: one absolutely positioned layer holds every outline in page
 * coordinates, so a scroll of the page moves them all with no work of ours (20,000 outlines cost
 * nothing per scroll frame; redrawing each of them every frame was measured at 518 ms). Work
 * happens in at most one animation frame at a time, reading the page first and writing after:
 *
 * - `update(targets)`, a resize or a change of the document's size: every outline is measured again.
 * - A scroll inside an element (an `overflow: auto` box): the outlines inside it.
 * - A scroll of the page: only outlines of elements inside `position: sticky`, which move against
 *   the page; elements inside `position: fixed` get fixed outlines that never need it.
 *
 * Tooltips show short and no wider than their outline; with the pointer over an element its
 * outline comes to the front and its tooltip says everything in full.
 *
 * Hidden elements (`display: none`, `visibility: hidden`, no box) get no outline. An outline's layer
 * (z-index) is its element's own, or 50, plus 3 for an error, 2 for a warning, 1 otherwise; the layer
 * element makes no stacking context of its own, so outlines are stacked against the page's elements.
 * The outlines live in the layer's shadow root: the page's CSS cannot reach them.
 */
export interface OverlayLayer {
  /** Outlines exactly these targets (reusing the outlines of elements already outlined). */
  update(targets: readonly OverlayTarget[]): void;
  /** Measures every outline again in the next frame, after a layout change nothing announced. */
  refresh(): void;
  /** Removes the outlines and every listener. */
  destroy(): void;
  /** The layer element (its outlines are in its shadow root). */
  readonly element: HTMLElement;
}

export interface OverlayLayerOptions {
  /** Where the layer element goes; the document's body by default. */
  parent?: Element;
  /** Scrolls inside this element (the inspector's own sidebar) are not the page's. */
  ignoreScrollsIn?: Element;
}

interface Outline {
  target: OverlayTarget;
  node: HTMLElement;
  label: HTMLElement;
  box: Box | null;
  anchor: Anchor;
  layer: number;
  hidden: boolean;
  placement: string;
}

export function createOverlayLayer(options: OverlayLayerOptions = {}): OverlayLayer {
  // An xray-* tag: the scanner knows the inspector's own nodes by it and never rescans for them.
  const host = document.createElement('xray-overlays');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = LAYER_STYLE;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [overlaySheet()];
  (options.parent ?? document.body).append(host);

  let outlines: Outline[] = [];
  const byElement = new Map<Element, Outline>();
  let hovered: Outline | null = null;
  let stickyOutlines = 0;
  let frame = 0;
  let everything = false;
  const scrolled = new Set<Element>();
  let destroyed = false;

  function schedule(): void {
    if (!frame && !destroyed) frame = requestAnimationFrame(draw);
  }

  function onScroll(event: Event): void {
    const target = event.target;
    if (target instanceof Element) {
      if (options.ignoreScrollsIn?.contains(target) || target === host) return;
      scrolled.add(target);
      schedule();
      return;
    }
    // The page scrolled: page outlines moved with it; sticky ones did not.
    if (stickyOutlines > 0) schedule();
  }

  function onLayoutChange(): void {
    everything = true;
    schedule();
  }

  /** The pointer over an outlined element (or inside one): its outline to the front, in full. */
  function onPointerOver(event: Event): void {
    let over: Outline | null = null;
    for (const node of event.composedPath()) {
      const outline = node instanceof Element ? byElement.get(node) : undefined;
      if (outline && !outline.hidden) {
        over = outline;
        break;
      }
    }
    if (over !== hovered) hover(over);
  }

  function hover(outline: Outline | null): void {
    if (hovered) {
      hovered.node.classList.remove('active');
      hovered.label.textContent = hovered.target.label;
    }
    hovered = outline;
    if (outline) {
      outline.node.classList.add('active');
      outline.label.textContent = outline.target.detail;
    }
  }

  const resizes = new ResizeObserver(onLayoutChange);
  resizes.observe(document.documentElement);
  addEventListener('scroll', onScroll, { capture: true, passive: true });
  addEventListener('resize', onLayoutChange);
  document.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });

  function draw(): void {
    frame = 0;
    const all = everything;
    const scrollers = [...scrolled];
    everything = false;
    scrolled.clear();
    const due = all
      ? outlines
      : outlines.filter(
          (outline) =>
            outline.anchor === 'sticky' || scrollers.some((scroller) => scroller.contains(outline.target.element)),
        );
    if (due.length > 0) measureAndWrite(due);
  }

  function measureAndWrite(due: Outline[]): void {
    // Reads first: every rect and style of this frame before anything is written.
    const page = document.documentElement;
    const origin = host.getBoundingClientRect();
    const pageBounds = documentBounds(
      { left: scrollX, top: scrollY },
      { width: page.scrollWidth, height: page.scrollHeight },
    );
    const viewport = { left: 0, top: 0, width: page.clientWidth, height: page.clientHeight };
    const anchors = new Map<Element, Anchor>();
    const measured = due.map((outline) => measure(outline.target.element, anchors));

    // Then writes, and only what changed.
    const layerWidth = pageBounds.left + pageBounds.width - origin.left;
    for (let index = 0; index < due.length; index++) {
      const outline = due[index]!;
      const found = measured[index];
      if (!found) {
        if (!outline.hidden) {
          outline.node.hidden = true;
          outline.hidden = true;
        }
        continue;
      }
      const fixed = found.anchor === 'fixed';
      const box = fixed
        ? outlineBox(found.rect, { left: 0, top: 0 }, viewport)
        : outlineBox(found.rect, { left: origin.left, top: origin.top }, pageBounds);
      const layer = overlayLayer(found.zIndex, outline.target.kind);
      if (outline.hidden) {
        outline.node.hidden = false;
        outline.hidden = false;
      }
      if (found.anchor !== outline.anchor) {
        if (outline.anchor === 'sticky') stickyOutlines--;
        if (found.anchor === 'sticky') stickyOutlines++;
        outline.anchor = found.anchor;
        outline.box = null;
      }
      if (!sameBox(outline.box, box) || outline.layer !== layer) {
        outline.node.style.cssText = `left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:${layer}`;
        outline.box = box;
        outline.layer = layer;
      }
      const placement = labelPlacement(
        box,
        estimatedLabelWidth(outline.target.detail),
        fixed ? viewport.width : layerWidth,
      );
      const compact = compactLabelWidth(box, placement);
      const key = `${fixed} ${placement.vertical} ${placement.horizontal} ${placement.maxWidth} ${compact}`;
      if (key !== outline.placement) {
        outline.placement = key;
        outline.node.className = outlineClass(outline.target.kind, fixed, placement, outline === hovered);
        outline.label.style.cssText = `max-width:${compact}px;--full:${placement.maxWidth}px`;
      }
    }
  }

  function update(targets: readonly OverlayTarget[]): void {
    if (destroyed) return;
    const previous = new Map(outlines.map((outline) => [outline.target.element, outline]));
    const fragment = document.createDocumentFragment();
    outlines = targets.map((target) => {
      const kept = previous.get(target.element);
      if (kept) {
        previous.delete(target.element);
        if (kept.target.kind !== target.kind) {
          kept.node.classList.replace(kept.target.kind, target.kind);
          kept.layer = Number.NaN; // its layer is measured again in the next frame
        }
        kept.target = target;
        kept.label.textContent = kept === hovered ? target.detail : target.label;
        return kept;
      }
      const node = document.createElement('div');
      node.className = `outline ${target.kind}`;
      node.hidden = true;
      const label = document.createElement('span');
      label.className = 'label';
      label.textContent = target.label;
      node.append(label);
      fragment.append(node);
      return { target, node, label, box: null, anchor: 'page', layer: Number.NaN, hidden: true, placement: '' };
    });
    for (const gone of previous.values()) {
      if (gone.anchor === 'sticky') stickyOutlines--;
      if (gone === hovered) hovered = null;
      gone.node.remove();
    }
    byElement.clear();
    for (const outline of outlines) byElement.set(outline.target.element, outline);
    root.append(fragment);
    onLayoutChange();
  }

  function destroy(): void {
    if (destroyed) return;
    destroyed = true;
    cancelAnimationFrame(frame);
    frame = 0;
    removeEventListener('scroll', onScroll, { capture: true });
    removeEventListener('resize', onLayoutChange);
    document.removeEventListener('pointerover', onPointerOver, { capture: true });
    resizes.disconnect();
    byElement.clear();
    hovered = null;
    host.remove();
    outlines = [];
    stickyOutlines = 0;
  }

  return { update, refresh: onLayoutChange, destroy, element: host };
}
