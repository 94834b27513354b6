import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { expectAccessible } from '../../../tests/wtr/helpers';
import { defineElement, type KitProps } from '../define-element';
import type { ElementMeta } from '../element-meta';
import { deepActiveElement } from './deep-active-element';
import { Dialog } from './dialog';

interface ProbeProps {
  open?: boolean;
  initialFocus?: string;
  hideCloseButton?: boolean;
  phoneLayout?: string;
  notice?: string;
}
type ProbeElement = HTMLElement & ProbeProps;

/** A button in a shadow root of its own, to prove focus walks into nested shadow roots. */
customElements.define(
  'kit-dialog-nested-probe',
  class extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' }).innerHTML = '<button type="button" data-name="nested">Nested action</button>';
    }
  },
);

function DialogProbe({ open, initialFocus, hideCloseButton, phoneLayout, notice, host }: ProbeProps & KitProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  return (
    <Dialog
      open={Boolean(open)}
      onClose={() => ((host as ProbeElement).open = false)}
      heading="Sign in"
      description="to continue to Chain Forge"
      initialFocus={initialFocus || undefined}
      hideCloseButton={hideCloseButton}
      phoneLayout={phoneLayout === 'sheet' ? 'sheet' : 'fit'}
      notices={
        notice ? (
          <p role="status" data-name="notice">
            {notice}
          </p>
        ) : undefined
      }
    >
      <button type="button" data-name="first">
        First action
      </button>
      <kit-dialog-nested-probe />
      <slot />
      <button type="button" data-name="open-details" onClick={() => setDetailsOpen(true)}>
        Open details
      </button>
      <Dialog open={detailsOpen} onClose={() => setDetailsOpen(false)} heading="Details">
        <button type="button" data-name="inner">
          Inner action
        </button>
      </Dialog>
    </Dialog>
  );
}

const meta: ElementMeta<ProbeProps> = {
  tag: 'kit-dialog-probe',
  summary: 'A probe for the kit dialog',
  attributes: {
    open: { type: 'boolean', description: 'open', default: false },
    initialFocus: { type: 'string', description: 'initial focus', default: '' },
    hideCloseButton: { type: 'boolean', description: 'hide close', default: false },
    phoneLayout: { type: 'string', description: 'sheet or fit below 520px', default: 'fit' },
    notice: { type: 'string', description: 'a notice under the heading', default: '' },
  },
  properties: {},
  events: {},
  parts: {},
};
defineElement(meta, DialogProbe);

const dialogs = (probe: Element) => [...probe.shadowRoot!.querySelectorAll('dialog')];
const focusedName = () => deepActiveElement()?.getAttribute('data-name') ?? deepActiveElement()?.getAttribute('part');
const inProbe = (probe: Element, selector: string) => probe.shadowRoot!.querySelector<HTMLElement>(selector)!;

async function openProbe(
  markup = html`<kit-dialog-probe><button type="button" data-name="slotted">Slotted action</button></kit-dialog-probe>`,
) {
  const probe = await fixture<ProbeElement>(markup);
  probe.open = true;
  await waitUntil(() => dialogs(probe)[0]?.open && deepActiveElement() !== document.body, 'the dialog did not open');
  return probe;
}

/** An opener button inside another element's shadow root, as on a page full of elements. */
async function openerInShadowRoot(onClick: () => void) {
  const host = await fixture(html`<div></div>`);
  const button = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
  button.textContent = 'Sign in';
  button.addEventListener('click', onClick);
  return button;
}

async function press(key: string, times = 1) {
  for (let count = 0; count < times; count++) await sendKeys({ press: key });
}

describe('Dialog', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('moves focus to the first tabbable element when it opens', async () => {
    await openProbe();
    expect(focusedName()).to.equal('first');
  });

  it('moves focus to the named element instead when asked', async () => {
    await openProbe(html`<kit-dialog-probe initial-focus="[data-name=open-details]"></kit-dialog-probe>`);
    expect(focusedName()).to.equal('open-details');
  });

  it('is a modal dialog named by its heading, with a named close button that can be hidden', async () => {
    const probe = await openProbe();
    const [dialog] = dialogs(probe);
    expect(dialog!.getAttribute('role')).to.equal('dialog');
    expect(dialog!.getAttribute('aria-modal')).to.equal('true');
    expect(dialog!.matches(':modal')).to.equal(true);
    const heading = probe.shadowRoot!.getElementById(dialog!.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).to.equal('H2');
    expect(heading?.textContent).to.equal('Sign in');
    expect(probe.shadowRoot!.getElementById(dialog!.getAttribute('aria-describedby')!)?.textContent).to.equal(
      'to continue to Chain Forge',
    );
    expect(inProbe(probe, '[part="dialog-close"]').getAttribute('aria-label')).to.equal('Close');

    probe.hideCloseButton = true;
    await waitUntil(() => !probe.shadowRoot!.querySelector('[part="dialog-close"]'), 'the close button stayed');
  });

  it('keeps Tab and Shift+Tab inside, through a nested shadow root and a slot', async () => {
    await openProbe();
    const forward: unknown[] = [];
    for (let step = 0; step < 5; step++) {
      await press('Tab');
      forward.push(focusedName());
    }
    expect(forward).to.deep.equal(['nested', 'slotted', 'open-details', 'dialog-close', 'first']);
    const backward: unknown[] = [];
    for (let step = 0; step < 5; step++) {
      await press('Shift+Tab');
      backward.push(focusedName());
    }
    expect(backward).to.deep.equal(['dialog-close', 'open-details', 'slotted', 'nested', 'first']);
  });

  it('leaves the page behind inert: nothing there takes focus', async () => {
    const outside = await fixture<HTMLButtonElement>(html`<button>Outside</button>`);
    await openProbe();
    outside.focus();
    expect(deepActiveElement()).not.to.equal(outside);
    expect(focusedName()).to.equal('first');
  });

  it('closes on Escape only the newest of two stacked dialogs, giving focus back each time', async () => {
    let probe!: ProbeElement;
    const opener = await openerInShadowRoot(() => (probe.open = true));
    probe = await fixture<ProbeElement>(html`<kit-dialog-probe></kit-dialog-probe>`);
    opener.focus();
    await press('Enter');
    await waitUntil(() => focusedName() === 'first', 'the dialog did not take focus');
    inProbe(probe, '[data-name="open-details"]').focus();
    await press('Enter');
    await waitUntil(() => focusedName() === 'inner', 'the second dialog did not take focus');

    await press('Escape');
    await waitUntil(() => !dialogs(probe)[1]!.open, 'the top dialog stayed open');
    expect(dialogs(probe)[0]!.open).to.equal(true);
    expect(focusedName()).to.equal('open-details');

    await press('Escape');
    await waitUntil(() => !dialogs(probe)[0]!.open, 'the first dialog stayed open');
    expect(probe.open).to.equal(false);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('closes from its close button and gives focus back to an opener inside another shadow root', async () => {
    let probe!: ProbeElement;
    const opener = await openerInShadowRoot(() => (probe.open = true));
    probe = await fixture<ProbeElement>(html`<kit-dialog-probe></kit-dialog-probe>`);
    opener.focus();
    await press('Enter');
    await waitUntil(() => focusedName() === 'first', 'the dialog did not take focus');
    await press('Shift+Tab');
    expect(focusedName()).to.equal('dialog-close');
    await press('Enter');
    await waitUntil(() => deepActiveElement() === opener, 'focus did not come back to the opener');
    expect(dialogs(probe)[0]!.open).to.equal(false);
  });

  it('locks the page scroll while open, and restores it exactly after two stacked dialogs close', async () => {
    const root = document.documentElement;
    const filler = await fixture(html`<div style="height: 3000px"></div>`);
    root.setAttribute('style', 'overflow-y: auto; accent-color: red');
    const inlineStyle = root.style.cssText;
    window.scrollTo(0, 300);
    try {
      const probe = await openProbe();
      inProbe(probe, '[data-name="open-details"]').click();
      await waitUntil(() => dialogs(probe)[1]!.open, 'the second dialog did not open');
      expect(getComputedStyle(root).overflowY).to.equal('hidden');

      await press('Escape');
      await waitUntil(() => !dialogs(probe)[1]!.open, 'the top dialog stayed open');
      expect(getComputedStyle(root).overflowY).to.equal('hidden');

      await press('Escape');
      await waitUntil(() => !dialogs(probe)[0]!.open, 'the first dialog stayed open');
      expect(root.style.cssText).to.equal(inlineStyle);
      expect(window.scrollY).to.equal(300);
    } finally {
      root.removeAttribute('style');
      filler.remove();
    }
  });

  it('is centred at 1280px; at 390px it keeps to its content, unless it is a sheet that fills the screen', async () => {
    await setViewport({ width: 1280, height: 800 });
    const probe = await openProbe();
    const [dialog] = dialogs(probe);
    expect(dialog!.getBoundingClientRect().width).to.equal(420);
    await setViewport({ width: 390, height: 844 });
    await waitUntil(() => dialog!.getBoundingClientRect().width === 358, 'the dialog is not 16px in from each side');
    const fitted = dialog!.getBoundingClientRect();
    expect(fitted.height).to.be.below(400);
    expect(fitted.top).to.be.closeTo(844 - fitted.bottom, 1);

    probe.phoneLayout = 'sheet';
    await waitUntil(() => dialog!.getBoundingClientRect().width === 390, 'the sheet is not full width');
    expect(dialog!.getBoundingClientRect().height).to.equal(844);
  });

  it('shows its notices between the heading and the content, and keeps both in view while the content scrolls', async () => {
    await setViewport({ width: 390, height: 600 });
    const probe = await openProbe(
      html`<kit-dialog-probe phone-layout="sheet" notice="Saved."><div style="height: 2000px"></div></kit-dialog-probe>`,
    );
    const top = (selector: string) => inProbe(probe, selector).getBoundingClientRect().top;
    const heading = inProbe(probe, '[part="dialog-heading"]').getBoundingClientRect();
    const notice = inProbe(probe, '[data-name="notice"]').getBoundingClientRect();
    expect(notice.top).to.be.at.least(heading.bottom);
    expect(notice.bottom).to.be.at.most(top('[data-name="first"]'));

    const content = inProbe(probe, '[data-name="first"]').parentElement!;
    content.scrollTop = content.scrollHeight;
    await waitUntil(() => top('[data-name="first"]') < 0, 'the content did not scroll');
    expect(top('[part="dialog-heading"]')).to.equal(heading.top);
    expect(top('[data-name="notice"]')).to.equal(notice.top);
    expect(top('[part="dialog-close"]')).to.be.at.least(0);
  });

  for (const width of [1280, 390]) {
    it(`passes axe in both themes at ${width}px`, async () => {
      await setViewport({ width, height: 844 });
      const probe = await openProbe();
      await expectAccessible(probe);
      probe.setAttribute('theme', 'light');
      await expectAccessible(probe);
    });
  }
});

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'kit-dialog-nested-probe': Record<string, never>;
    }
  }
}
