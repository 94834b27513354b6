import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectAccessible } from '../../../tests/wtr/helpers';
import { defineElement, type KitProps } from '../define-element';
import type { ElementMeta } from '../element-meta';
import { loadModalWhenOpen, QUIET_LOAD_MS } from './load-modal-when-open';
import type { ModalResult } from './modal-result';

interface ProbeProps {
  open?: boolean;
  inline?: boolean;
}

function ProbeModal({ open, inline }: ProbeProps & KitProps) {
  return open || inline ? <p part="probe">The modal itself</p> : null;
}

const meta = (tag: string): ElementMeta<ProbeProps> => ({
  tag,
  summary: 'A modal whose code the test downloads',
  attributes: {
    open: { type: 'boolean', description: 'open', default: true },
    inline: { type: 'boolean', description: 'inline', default: false },
  },
  properties: {},
  events: {},
  parts: {},
});

/** Defines `tag` as a modal whose code downloads only when the test answers. */
function defineProbe(tag: string) {
  const downloads: { finish(): void; fail(): void }[] = [];
  defineElement(
    meta(tag),
    loadModalWhenOpen<ProbeProps>(
      () =>
        new Promise((resolve, reject) =>
          downloads.push({ finish: () => resolve(ProbeModal), fail: () => reject(new TypeError('Failed to fetch')) }),
        ),
    ),
  );
  return downloads;
}

type ProbeElement = HTMLElement & ProbeProps;
const probe = (element: Element) => element.shadowRoot!.querySelector('[part="probe"]');
const standIn = (element: Element) => element.shadowRoot!.querySelector<HTMLElement>('[part="dialog"]');
const buttonNamed = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === name);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNREACHABLE = "Can't reach the server. Check your connection and try again.";

describe('a membership modal whose code loads when it first opens', () => {
  it('held closed, downloads nothing; opened, downloads once and shows the modal alone when that is quick', async () => {
    const downloads = defineProbe('probe-modal-quick');
    const element = await fixture<ProbeElement>(html`<probe-modal-quick open="false"></probe-modal-quick>`);
    await pause(50);
    expect(downloads).to.have.length(0);
    expect(element.shadowRoot!.childElementCount).to.equal(0);

    element.open = true;
    await waitUntil(() => downloads.length === 1, 'opening downloads the code');
    expect(standIn(element)).to.equal(null);
    downloads[0]!.finish();
    await waitUntil(() => probe(element), 'the modal shows');

    element.open = false;
    element.open = true;
    await pause(50);
    expect(downloads).to.have.length(1);
    expect(probe(element)).to.not.equal(null);
  });

  it('a slow download shows a named loading frame after a moment, then the modal in its place', async () => {
    const downloads = defineProbe('probe-modal-slow');
    const element = await fixture<ProbeElement>(html`<probe-modal-slow></probe-modal-slow>`);
    await waitUntil(() => downloads.length === 1);
    await pause(QUIET_LOAD_MS + 100);
    const frame = standIn(element)!;
    expect(frame.matches('dialog[open]')).to.equal(true);
    expect(frame.getAttribute('aria-label')).to.equal('Loading');
    expect(frame.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).to.equal('Loading');
    await expectAccessible(element);

    downloads[0]!.finish();
    await waitUntil(() => probe(element), 'the modal replaces the frame');
    expect(standIn(element)).to.equal(null);
  });

  it('a failed download says so; Try again downloads again; Escape ends the modal as closing it would', async () => {
    const downloads = defineProbe('probe-modal-failing');
    const element = await fixture<ProbeElement>(html`<probe-modal-failing></probe-modal-failing>`);
    const results: ModalResult[] = [];
    element.addEventListener('ms-modal-result', (event) => results.push(event.detail as ModalResult));
    await waitUntil(() => downloads.length === 1);
    downloads[0]!.fail();
    await waitUntil(() => element.shadowRoot!.querySelector('[role="alert"]')?.textContent?.includes(UNREACHABLE));
    expect(standIn(element)!.matches('dialog[open]')).to.equal(true);
    expect(element.shadowRoot!.activeElement?.textContent).to.equal('Try again');
    await expectAccessible(element);

    buttonNamed(element, 'Try again')!.click();
    await waitUntil(() => downloads.length === 2, 'a retry downloads again');
    await waitUntil(
      () => standIn(element)?.getAttribute('aria-label') === 'Loading',
      'at once, the frame says it loads',
    );
    downloads[1]!.fail();
    await waitUntil(() => buttonNamed(element, 'Close'), 'the failure again, with its Close');

    await sendKeys({ press: 'Escape' });
    await waitUntil(() => results.length === 1, 'Escape ends the modal');
    expect(results[0]).to.deep.equal({ type: 'CLOSED', data: null });
    expect(element.open).to.equal(false);
    expect(standIn(element)).to.equal(null);

    element.open = true;
    await waitUntil(() => downloads.length === 3, 'opening again downloads again');
    downloads[2]!.finish();
    await waitUntil(() => probe(element), 'the modal shows');
  });

  it('Close ends a modal whose download failed; inline, the failure shows in the page with no Close', async () => {
    const downloads = defineProbe('probe-modal-closing');
    const element = await fixture<ProbeElement>(html`<probe-modal-closing></probe-modal-closing>`);
    const results: ModalResult[] = [];
    element.addEventListener('ms-modal-result', (event) => results.push(event.detail as ModalResult));
    await waitUntil(() => downloads.length === 1);
    downloads[0]!.fail();
    await waitUntil(() => buttonNamed(element, 'Close'));
    buttonNamed(element, 'Close')!.click();
    await waitUntil(() => results.length === 1);
    expect(element.open).to.equal(false);

    const inline = await fixture<ProbeElement>(html`<probe-modal-closing inline open="false"></probe-modal-closing>`);
    await waitUntil(() => downloads.length === 2, 'an inline modal shows, so it downloads');
    downloads[1]!.fail();
    await waitUntil(() => inline.shadowRoot!.querySelector('[role="alert"]'));
    expect(standIn(inline)!.localName).to.equal('section');
    expect(buttonNamed(inline, 'Try again')).to.not.equal(undefined);
    expect(buttonNamed(inline, 'Close')).to.equal(undefined);
    await expectAccessible(inline);
  });
});
