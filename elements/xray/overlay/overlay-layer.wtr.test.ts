import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createOverlayLayer, type OverlayLayer } from './overlay-layer';
import type { OverlayTarget } from './overlay-targets';

const frames = (count = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

let stage: HTMLElement;
let layer: OverlayLayer | null = null;

function element(style: string, parent: HTMLElement = stage): HTMLElement {
  const node = document.createElement('div');
  node.style.cssText = style;
  node.textContent = 'x';
  parent.append(node);
  return node;
}

const outlines = () => [...layer!.element.shadowRoot!.querySelectorAll<HTMLElement>('.outline')];
const shown = () => outlines().filter((outline) => !outline.hidden);

/** The outline's box in viewport coordinates, and the element's grown by 6 px. */
function expectOutlined(outline: HTMLElement, target: Element): void {
  const box = outline.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  expect(box.left, 'left').to.be.closeTo(rect.left - 6, 0.6);
  expect(box.top, 'top').to.be.closeTo(rect.top - 6, 0.6);
  expect(box.width, 'width').to.be.closeTo(rect.width + 12, 0.6);
  expect(box.height, 'height').to.be.closeTo(rect.height + 12, 0.6);
}

type DrawTarget = Omit<OverlayTarget, 'detail'> & { detail?: string };

async function draw(targets: DrawTarget[]): Promise<void> {
  layer ??= createOverlayLayer();
  layer.update(targets.map((target) => ({ ...target, detail: target.detail ?? target.label })));
  await frames();
}

describe('X-ray overlay layer', () => {
  beforeEach(async () => {
    await setViewport({ width: 800, height: 600 });
    stage = document.createElement('main');
    stage.style.cssText = 'position: relative; padding: 40px; height: 3000px';
    document.body.style.margin = '8px';
    document.body.append(stage);
  });
  afterEach(() => {
    layer?.destroy();
    layer = null;
    stage.remove();
    scrollTo(0, 0);
  });

  it('outlines each element 6 px outside its box, with its tooltip, in green, red or yellow', async () => {
    const found = element('margin: 30px 0 0 100px; width: 120px; height: 40px');
    const error = element('margin: 30px 0 0 40px; width: 200px; height: 20px');
    const warning = element('margin: 30px 0 0 60px; width: 80px; height: 80px');
    await draw([
      { element: found, kind: 'found', label: 'data-ms-form="login"' },
      { element: error, kind: 'error', label: 'Broken plan button' },
      { element: warning, kind: 'warning', label: 'No redirect' },
    ]);
    const [one, two, three] = outlines();
    expectOutlined(one!, found);
    expectOutlined(two!, error);
    expectOutlined(three!, warning);
    expect(one!.textContent).to.equal('data-ms-form="login"');
    expect(getComputedStyle(one!).borderTopColor).to.equal('rgb(34, 197, 94)');
    expect(getComputedStyle(two!).borderTopColor).to.equal('rgb(239, 68, 68)');
    expect(getComputedStyle(three!).borderTopColor).to.equal('rgb(250, 204, 21)');
    // The tooltip sits on top of its outline, a tab of the same colour.
    const label = one!.querySelector('.label')!.getBoundingClientRect();
    expect(label.bottom).to.be.closeTo(one!.getBoundingClientRect().top, 0.5);
    expect(label.left).to.be.closeTo(one!.getBoundingClientRect().left, 0.5);
    // The outlines never catch the page's clicks.
    expect(getComputedStyle(one!).pointerEvents).to.equal('none');
  });

  it('keeps tooltips of elements side by side apart, and shows one in full while the pointer is over its element', async () => {
    const row = element('display: flex; gap: 16px; margin-top: 60px');
    const first = element('width: 110px; height: 30px', row);
    const second = element('width: 110px; height: 30px', row);
    const long = 'data-ms-plan:add="pln_chainforge_voice_demo"';
    await draw([
      { element: first, kind: 'found', label: long, detail: `Add a free plan: ${long}` },
      { element: second, kind: 'error', label: 'Broken plan button', detail: 'The plan button has no plan ID.' },
    ]);
    const [one, two] = outlines();
    const labelOf = (outline: HTMLElement) => outline.querySelector<HTMLElement>('.label')!;
    expect(labelOf(one!).getBoundingClientRect().right).to.be.at.most(labelOf(two!).getBoundingClientRect().left);
    expect(labelOf(one!).scrollWidth).to.be.above(labelOf(one!).clientWidth); // cut short, with an ellipsis

    first.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(one!.classList.contains('active')).to.equal(true);
    expect(labelOf(one!).textContent).to.equal(`Add a free plan: ${long}`);
    expect(getComputedStyle(one!).zIndex).to.equal('2147482000');
    expect(labelOf(one!).scrollWidth).to.be.at.most(labelOf(one!).clientWidth);

    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(one!.classList.contains('active')).to.equal(false);
    expect(labelOf(one!).textContent).to.equal(long);
    expect(getComputedStyle(one!).zIndex).to.equal('51');
  });

  it('stays on its element when the page scrolls, with no work per outline', async () => {
    const targets = Array.from({ length: 30 }, (_, index) =>
      element(`margin: ${index === 0 ? 900 : 40}px 0 0 ${50 + index * 5}px; width: 100px; height: 30px`),
    );
    await draw(targets.map((target) => ({ element: target, kind: 'found', label: 'x' })));
    const before = outlines().map((outline) => outline.style.cssText);
    let writes = 0;
    const observer = new MutationObserver((records) => {
      writes += records.length;
    });
    observer.observe(layer!.element.shadowRoot!, { subtree: true, attributes: true, childList: true });
    for (const y of [300, 800, 1200]) {
      scrollTo(0, y);
      await frames();
      expectOutlined(outlines()[0]!, targets[0]!);
      expectOutlined(outlines()[29]!, targets[29]!);
    }
    observer.disconnect();
    expect(writes).to.equal(0);
    expect(outlines().map((outline) => outline.style.cssText)).to.deep.equal(before);
  });

  it('follows its element when the window is resized', async () => {
    const centred = element('margin: 200px auto 0; width: 300px; height: 50px');
    await draw([{ element: centred, kind: 'error', label: 'centred' }]);
    expectOutlined(outlines()[0]!, centred);
    const before = centred.getBoundingClientRect().left;
    await setViewport({ width: 500, height: 600 });
    await frames(4);
    expect(centred.getBoundingClientRect().left).to.not.equal(before);
    expectOutlined(outlines()[0]!, centred);
    scrollTo(0, 150);
    await frames();
    expectOutlined(outlines()[0]!, centred);
  });

  it('follows its element when the page grows above it, and after refresh()', async () => {
    const target = element('margin: 100px 0 0 20px; width: 50px; height: 50px');
    await draw([{ element: target, kind: 'found', label: 'moves' }]);
    const spacer = document.createElement('div');
    spacer.style.height = '120px';
    stage.prepend(spacer);
    stage.style.height = '3200px';
    await frames(4);
    expectOutlined(outlines()[0]!, target);
    target.style.marginLeft = '90px'; // the page's size stays: only refresh() says so
    layer!.refresh();
    await frames();
    expectOutlined(outlines()[0]!, target);
  });

  it('skips hidden elements, and outlines them once they show', async () => {
    const none = element('display: none; width: 40px; height: 40px');
    const invisible = element('visibility: hidden; width: 40px; height: 40px');
    const empty = element('width: 0; height: 0; overflow: hidden');
    const hiddenParent = element('display: none');
    const child = element('width: 40px; height: 40px', hiddenParent);
    const visible = element('width: 40px; height: 40px');
    await draw(
      [none, invisible, empty, child, visible].map((target) => ({ element: target, kind: 'found', label: 'x' })),
    );
    expect(outlines()).to.have.length(5);
    expect(shown()).to.have.length(1);
    expect(shown()[0]).to.equal(outlines()[4]);
    none.style.display = 'block';
    layer!.refresh();
    await frames();
    expect(shown()).to.have.length(2);
    expectOutlined(outlines()[0]!, none);
  });

  it("stacks each outline at its element's own layer, or 50, plus 3 for errors, 2 for warnings, 1 otherwise", async () => {
    const auto = element('width: 40px; height: 40px');
    const ten = element('position: relative; z-index: 10; width: 40px; height: 40px');
    const negative = element('position: relative; z-index: -4; width: 40px; height: 40px');
    await draw([
      { element: auto, kind: 'error', label: 'a' },
      { element: ten, kind: 'warning', label: 'b' },
      { element: negative, kind: 'found', label: 'c' },
      { element: element('width: 40px; height: 40px'), kind: 'found', label: 'd' },
      { element: element('position: relative; z-index: 7; width: 4px; height: 4px'), kind: 'error', label: 'e' },
    ]);
    expect(outlines().map((outline) => getComputedStyle(outline).zIndex)).to.deep.equal(['53', '12', '51', '51', '10']);
    // The layer itself makes no stacking context: outlines are stacked against the page's own elements.
    const host = getComputedStyle(layer!.element);
    expect([host.zIndex, host.transform, host.position]).to.deep.equal(['auto', 'none', 'absolute']);
  });

  it('gives fixed elements fixed outlines, and follows sticky ones and scrolling boxes', async () => {
    const fixed = element('position: fixed; top: 20px; right: 30px; width: 60px; height: 20px');
    const sticky = element('position: sticky; top: 0; margin-top: 200px; width: 60px; height: 20px');
    const box = element('height: 120px; overflow: auto; margin-top: 40px');
    element('height: 400px', box);
    const inBox = element('width: 60px; height: 20px', box);
    await draw([
      { element: fixed, kind: 'found', label: 'fixed' },
      { element: sticky, kind: 'warning', label: 'sticky' },
      { element: inBox, kind: 'error', label: 'in a box' },
    ]);
    const [fixedOutline, stickyOutline, boxOutline] = outlines();
    expect(getComputedStyle(fixedOutline!).position).to.equal('fixed');
    scrollTo(0, 700);
    await frames();
    expectOutlined(fixedOutline!, fixed);
    expectOutlined(stickyOutline!, sticky);
    scrollTo(0, 0);
    await frames();
    box.scrollTop = 300;
    await frames();
    expectOutlined(boxOutline!, inBox);
  });

  it('never widens the page: outlines and tooltips stay inside it', async () => {
    const wide = element('width: 100%; height: 30px; margin-top: 30px');
    const right = element('margin-left: auto; width: 40px; height: 30px');
    await draw([
      { element: wide, kind: 'found', label: 'a label that is rather long for its place on the page' },
      { element: right, kind: 'error', label: 'a long message about what is wrong with this element here' },
    ]);
    await frames();
    expect(document.documentElement.scrollWidth).to.equal(document.documentElement.clientWidth);
  });

  it('reuses the outline of an element still outlined and drops the others', async () => {
    const a = element('width: 40px; height: 40px');
    const b = element('width: 40px; height: 40px');
    await draw([
      { element: a, kind: 'found', label: 'a' },
      { element: b, kind: 'found', label: 'b' },
    ]);
    const first = outlines()[0];
    await draw([{ element: a, kind: 'error', label: 'a is broken' }]);
    expect(outlines()).to.deep.equal([first]);
    expect(first!.classList.contains('error')).to.equal(true);
    expect(first!.textContent).to.equal('a is broken');
    expect(getComputedStyle(first!).zIndex).to.equal('53');
  });

  it('removes its outlines and every listener when destroyed', async () => {
    const added: string[] = [];
    const removed: string[] = [];
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    const pageTargets: EventTarget[] = [window, document];
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      // A bare addEventListener(...) call in a module runs with no `this`: the window's.
      if (pageTargets.includes(this ?? window)) added.push(type);
      return (add as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof add;
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, ...rest: unknown[]) {
      if (pageTargets.includes(this ?? window)) removed.push(type);
      return (remove as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof remove;
    let frameRequests = 0;
    try {
      await draw([{ element: element('width: 40px; height: 40px'), kind: 'found', label: 'x' }]);
      expect(added.sort()).to.deep.equal(['pointerover', 'resize', 'scroll']);
      const host = layer!.element;
      layer!.destroy();
      layer = null;
      expect(removed.sort()).to.deep.equal(['pointerover', 'resize', 'scroll']);
      expect(host.isConnected).to.equal(false);
      expect(document.querySelector('xray-overlays')).to.equal(null);
      const request = window.requestAnimationFrame;
      window.requestAnimationFrame = (callback) => {
        frameRequests++;
        return request(callback);
      };
      try {
        scrollTo(0, 500);
        dispatchEvent(new Event('resize'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        window.requestAnimationFrame = request;
      }
    } finally {
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    }
    expect(frameRequests).to.equal(0);
  });
});
