import { expect, fixture, html } from '@open-wc/testing';
import { deepActiveElement } from './deep-active-element';
import { focusFirst, focusNextInCycle } from './focus-cycle';
import { tabbableElements } from './tabbable';

const names = (elements: Element[]) => elements.map((element) => element.getAttribute('data-name'));

function attachShadow(host: Element, markup: string, init: Partial<ShadowRootInit> = {}): ShadowRoot {
  const root = host.attachShadow({ mode: 'open', ...init });
  root.innerHTML = markup;
  return root;
}

describe('tabbableElements', () => {
  it('follows the flat tree: into shadow roots, through slots and slot fallbacks, in order', async () => {
    const container = await fixture(html`
      <div>
        <button data-name="first">first</button>
        <section id="host">
          <button data-name="slotted">slotted</button>
        </section>
        <button data-name="last">last</button>
      </div>
    `);
    const root = attachShadow(
      container.querySelector('#host')!,
      `<button data-name="shadow-before">a</button>
       <slot></slot>
       <div id="inner"></div>
       <slot name="empty"><a href="#" data-name="fallback">fallback</a></slot>`,
    );
    attachShadow(root.querySelector('#inner')!, '<input data-name="nested" aria-label="nested">');
    expect(names(tabbableElements(container))).to.deep.equal([
      'first',
      'shadow-before',
      'slotted',
      'nested',
      'fallback',
      'last',
    ]);
  });

  it('leaves out inert, hidden, disabled and tabindex="-1" elements and links without href', async () => {
    const container = await fixture(html`
      <div>
        <div inert><button>inert</button></div>
        <div hidden><button>hidden</button></div>
        <div style="visibility: hidden"><button>invisible</button></div>
        <details><summary data-name="summary">more</summary><button>collapsed</button></details>
        <fieldset disabled><input aria-label="in a disabled fieldset" /></fieldset>
        <button disabled>disabled</button>
        <button tabindex="-1">skipped</button>
        <input type="hidden" />
        <a>no href</a>
        <div tabindex="0" data-name="tabindex">made focusable</div>
        <textarea data-name="textarea" aria-label="text"></textarea>
      </div>
    `);
    expect(names(tabbableElements(container))).to.deep.equal(['summary', 'tabindex', 'textarea']);
  });

  it('counts a radio group once, at its checked radio or its first', async () => {
    const container = await fixture(html`
      <form>
        <input type="radio" name="plan" value="a" data-name="plan-a" aria-label="a" />
        <input type="radio" name="plan" value="b" data-name="plan-b" aria-label="b" checked />
        <input type="radio" name="size" value="s" data-name="size-s" aria-label="s" />
        <input type="radio" name="size" value="m" data-name="size-m" aria-label="m" />
      </form>
    `);
    expect(names(tabbableElements(container))).to.deep.equal(['plan-b', 'size-s']);
  });

  it('enters a host that delegates focus instead of stopping at it', async () => {
    const container = await fixture(html`<div><span id="host" tabindex="0"></span></div>`);
    attachShadow(container.querySelector('#host')!, '<button data-name="inside">inside</button>', {
      delegatesFocus: true,
    });
    expect(names(tabbableElements(container))).to.deep.equal(['inside']);
  });
});

describe('deepActiveElement', () => {
  it('finds the focused element inside nested shadow roots', async () => {
    const outer = await fixture(html`<div></div>`);
    const inner = attachShadow(outer, '<div id="inner"></div>').querySelector('#inner')!;
    const button = attachShadow(inner, '<button>deep</button>').querySelector('button')!;
    button.focus();
    expect(document.activeElement).to.equal(outer);
    expect(deepActiveElement()).to.equal(button);
  });
});

describe('focus cycle', () => {
  it('focuses the named tabbable element, else the first, else the container', async () => {
    const container = await fixture<HTMLElement>(html`
      <div tabindex="-1"><button data-name="one">one</button><input name="email" aria-label="email" /></div>
    `);
    focusFirst(container, '[name="email"]');
    expect(deepActiveElement()).to.equal(container.querySelector('input'));
    focusFirst(container, '[name="missing"]');
    expect(deepActiveElement()).to.equal(container.querySelector('button'));
    container.replaceChildren();
    focusFirst(container);
    expect(deepActiveElement()).to.equal(container);
  });

  it('tries several selectors in turn: the first field, else the first control but Back', async () => {
    const container = await fixture<HTMLElement>(html`
      <div><button part="back">Back</button><button data-name="copy">Copy</button><input name="code" aria-label="code" /></div>
    `);
    const screenStart = ['input', ':not([part~="back"])'];
    focusFirst(container, screenStart);
    expect(deepActiveElement()).to.equal(container.querySelector('input'));
    container.querySelector('input')!.remove();
    focusFirst(container, screenStart);
    expect(deepActiveElement()).to.equal(container.querySelector('[data-name="copy"]'));
  });

  it('moves forward and backward, wrapping at both ends and across a shadow root', async () => {
    const container = await fixture<HTMLElement>(
      html`<div><button>one</button><div id="host"></div><button>three</button></div>`,
    );
    const [one, three] = container.querySelectorAll('button');
    const two = attachShadow(container.querySelector('#host')!, '<button>two</button>').querySelector('button')!;
    const order: Element[] = [];
    one!.focus();
    for (let step = 0; step < 3; step++) {
      focusNextInCycle(container, false);
      order.push(deepActiveElement()!);
    }
    expect(order).to.deep.equal([two, three, one]);
    focusNextInCycle(container, true);
    expect(deepActiveElement()).to.equal(three);
  });

  it('starts at an end when focus is not on one of the tabbable elements', async () => {
    const container = await fixture<HTMLElement>(html`<div><button>one</button><button>two</button></div>`);
    (document.activeElement as HTMLElement | null)?.blur();
    focusNextInCycle(container, true);
    expect(deepActiveElement()).to.equal(container.lastElementChild);
  });
});
