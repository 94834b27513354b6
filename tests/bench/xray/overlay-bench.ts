// Runs in Chromium: 20,000 outlined elements, then the page scrolled frame by frame, timing the
// script work the overlays do for each frame: the inspector's layer against the reference, which
// redraws every outline each frame (reads every element's box, then writes every position).
import { createOverlayLayer, type OverlayLayer } from '../../../elements/xray/overlay/overlay-layer';
import type { OverlayTarget } from '../../../elements/xray/overlay/overlay-targets';

type Mode = 'layer' | 'reference';

const originalFrame = window.requestAnimationFrame.bind(window);
const nextFrame = () => new Promise<number>((resolve) => originalFrame(resolve));

/** Script time spent in the overlays' own callbacks: their scroll listeners and animation frames. */
let spent = 0;
/** Animation frames the overlays asked for. */
let frameRequests = 0;
const timed =
  <Args extends unknown[]>(callback: (...args: Args) => void) =>
  (...args: Args) => {
    const start = performance.now();
    try {
      callback(...args);
    } finally {
      spent += performance.now() - start;
    }
  };

function instrument(): () => void {
  const add = window.addEventListener;
  const remove = window.removeEventListener;
  const wrapped = new Map<unknown, EventListener>();
  window.addEventListener = function (this: Window, type: string, listener: unknown, options?: unknown) {
    let target = listener as EventListener;
    if (type === 'scroll' && typeof listener === 'function') {
      target = timed(listener as EventListener);
      wrapped.set(listener, target);
    }
    return (add as (...args: unknown[]) => void).call(this ?? window, type, target, options);
  } as typeof window.addEventListener;
  window.removeEventListener = function (this: Window, type: string, listener: unknown, options?: unknown) {
    return (remove as (...args: unknown[]) => void).call(
      this ?? window,
      type,
      wrapped.get(listener) ?? listener,
      options,
    );
  } as typeof window.removeEventListener;
  window.requestAnimationFrame = (callback) => {
    frameRequests++;
    return originalFrame(timed(callback));
  };
  return () => {
    window.addEventListener = add;
    window.removeEventListener = remove;
    window.requestAnimationFrame = originalFrame;
  };
}

function makePage(count: number): HTMLElement[] {
  document.body.replaceChildren();
  const grid = document.createElement('main');
  grid.style.cssText = 'display: flex; flex-wrap: wrap; gap: 10px; padding: 20px; width: 1200px';
  const elements: HTMLElement[] = [];
  for (let index = 0; index < count; index++) {
    const element = document.createElement('a');
    element.textContent = `plan ${index}`;
    element.setAttribute('data-ms-plan:add', `pln_${index}`);
    element.style.cssText = 'display: block; width: 60px; height: 24px; font: 11px sans-serif';
    elements.push(element);
  }
  grid.append(...elements);
  document.body.append(grid);
  return elements;
}

/**
 * The reference: every outline measured and moved again in each scroll frame (viewport
 * coordinates), its reads batched before its writes. Interleaving them instead forces a layout
 * per outline: 1,000 outlines then took 1.3 to 3.2 s a frame here, 20,000 would never finish.
 */
function referenceOverlays(targets: readonly OverlayTarget[]): { destroy(): void } {
  const outlines = targets.map((target) => {
    const outline = document.createElement('div');
    outline.style.cssText = 'position: fixed; border: 2px solid #22c55e; pointer-events: none; box-sizing: border-box';
    document.body.append(outline);
    return { target, outline };
  });
  let frame = 0;
  const redraw = () => {
    frame = 0;
    const rects = outlines.map(({ target }) => target.element.getBoundingClientRect());
    outlines.forEach(({ outline }, index) => {
      const rect = rects[index]!;
      outline.style.left = `${rect.left - 6}px`;
      outline.style.top = `${rect.top - 6}px`;
      outline.style.width = `${rect.width + 12}px`;
      outline.style.height = `${rect.height + 12}px`;
    });
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(redraw);
  };
  addEventListener('scroll', onScroll, { passive: true });
  redraw();
  return {
    destroy() {
      removeEventListener('scroll', onScroll);
      for (const { outline } of outlines) outline.remove();
    },
  };
}

/**
 * Scrolls `frames` times by 40 px, a frame apart, and answers the overlays' script time for each
 * scroll (ms) and how many animation frames they asked for in all.
 */
async function scrollFrames(
  mode: Mode,
  count: number,
  frames: number,
): Promise<{ times: number[]; frameRequests: number }> {
  scrollTo(0, 0);
  const elements = makePage(count);
  const targets: OverlayTarget[] = elements.map((element, index) => ({
    element,
    kind: index % 50 === 0 ? 'error' : 'found',
    label: `data-ms-plan:add="pln_${index}"`,
    detail: `Add a free plan: data-ms-plan:add="pln_${index}"`,
  }));
  const restore = instrument();
  let layer: OverlayLayer | { destroy(): void };
  if (mode === 'layer') {
    const overlays = createOverlayLayer();
    overlays.update(targets);
    layer = overlays;
  } else layer = referenceOverlays(targets);
  // Let the first measurement and any layout settle before timing the scroll.
  for (let index = 0; index < 5; index++) await nextFrame();
  const perFrame: number[] = [];
  frameRequests = 0;
  for (let index = 1; index <= frames; index++) {
    spent = 0;
    scrollTo(0, index * 40);
    await nextFrame(); // the scroll event and any overlay frame run before the next frame's callback
    await nextFrame();
    perFrame.push(spent);
  }
  const requested = frameRequests;
  layer.destroy();
  restore();
  return { times: perFrame, frameRequests: requested };
}

(window as unknown as { bench: unknown }).bench = { scrollFrames };
