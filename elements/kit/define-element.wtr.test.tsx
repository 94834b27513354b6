import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import styled from 'styled-components';
import { shadowQuery, expectAccessible } from '../../tests/wtr/helpers';
import { defineElement, type KitProps } from './define-element';
import type { ElementMeta } from './element-meta';
import { emit } from './events';

interface ProbeProps {
  open?: boolean;
  count?: number;
  label?: string;
  items?: string[];
}

const Surface = styled.p`
  background: var(--cf-color-surface);
`;

const Accent = styled.strong`
  color: var(--cf-color-primary);
`;

function Probe({ open, count, label, items, theme, host }: ProbeProps & KitProps) {
  return (
    <Surface>
      <Accent part="accent">{label}</Accent>
      <output data-open={String(open)} data-count={String(count)} data-theme={theme}>
        {(items ?? []).join(',')}
      </output>
      <button type="button" onClick={() => emit(host, 'kit-probe-ping', { count: count ?? 0 })}>
        Ping
      </button>
    </Surface>
  );
}

const meta = (tag: string): ElementMeta<ProbeProps> => ({
  tag,
  summary: 'A probe for the kit',
  attributes: {
    open: { type: 'boolean', description: 'open', default: false },
    count: { type: 'number', description: 'count', default: 3 },
    label: { type: 'string', description: 'label', default: 'Probe' },
  },
  properties: { items: { type: 'string[]', description: 'items' } },
  events: {},
  parts: { accent: 'accent' },
});

defineElement(meta('kit-probe'), Probe);
type ProbeElement = HTMLElement & ProbeProps;

const output = (element: Element) => shadowQuery<HTMLOutputElement>(element, 'output');

describe('defineElement', () => {
  it('keeps its rendered content when moved within the page, and unmounts once removed', async () => {
    const page = await fixture(html`<div><section></section><kit-probe label="Moved"></kit-probe></div>`);
    const element = page.querySelector('kit-probe') as ProbeElement;
    const rendered = await output(element);
    page.querySelector('section')!.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot!.querySelector('output')).to.equal(rendered);
    element.remove();
    await waitUntil(() => element.shadowRoot!.querySelector('output') === null, 'the removed element stayed mounted');
  });

  it('renders into an open shadow root styled there, adding nothing to document.head', async () => {
    const headStyles = document.head.querySelectorAll('style, link').length;
    const element = await fixture<ProbeElement>(html`<kit-probe label="Hello"></kit-probe>`);
    const accent = await shadowQuery(element, 'strong');
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(accent.textContent).to.equal('Hello');
    await waitUntil(() => getComputedStyle(accent).color === 'rgb(251, 146, 60)', 'primary colour not applied');
    expect(document.head.querySelectorAll('style, link').length).to.equal(headStyles);
  });

  it('is dark by default and light on request, and a page can override any --cf- property', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe></kit-probe>`);
    await output(element);
    expect(getComputedStyle(element).getPropertyValue('--cf-color-surface').trim()).to.equal('#161a22');
    element.setAttribute('theme', 'light');
    expect(getComputedStyle(element).getPropertyValue('--cf-color-surface').trim()).to.equal('#ffffff');
    await waitUntil(async () => (await output(element)).dataset.theme === 'light');
    element.style.setProperty('--cf-color-primary', 'rgb(1, 2, 3)');
    const accent = await shadowQuery(element, 'strong');
    expect(getComputedStyle(accent).color).to.equal('rgb(1, 2, 3)');
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe open></kit-probe>`);
    expect(element.open).to.equal(true);
    await waitUntil(async () => (await output(element)).dataset.open === 'true');
    element.removeAttribute('open');
    expect(element.open).to.equal(false);
    await waitUntil(async () => (await output(element)).dataset.open === 'false');
    element.setAttribute('open', 'false');
    expect(element.open).to.equal(false);
  });

  it('reflects primitive properties to attributes, like native elements', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe></kit-probe>`);
    element.open = true;
    element.count = 7;
    expect(element.getAttribute('open')).to.equal('');
    expect(element.getAttribute('count')).to.equal('7');
    element.open = false;
    expect(element.hasAttribute('open')).to.equal(false);
  });

  it('returns a removed attribute to its default', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe count="9" label="Nine"></kit-probe>`);
    expect(element.count).to.equal(9);
    element.removeAttribute('count');
    element.removeAttribute('label');
    expect(element.count).to.equal(3);
    expect(element.label).to.equal('Probe');
    await waitUntil(async () => (await output(element)).dataset.count === '3');
    element.setAttribute('count', 'not a number');
    expect(element.count).to.equal(3);
  });

  it('keeps objects by identity and never serialises them into attributes', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe></kit-probe>`);
    const items = ['a', 'b'];
    element.items = items;
    expect(element.items).to.equal(items);
    expect(element.hasAttribute('items')).to.equal(false);
    await waitUntil(async () => (await output(element)).textContent === 'a,b');
  });

  it('keeps properties set before the element was defined', async () => {
    const early = document.createElement('kit-late') as ProbeElement;
    const items = ['set', 'early'];
    early.items = items;
    early.count = 42;
    document.body.append(early);
    defineElement(meta('kit-late'), Probe);
    expect(early.items).to.equal(items);
    expect(early.count).to.equal(42);
    await waitUntil(async () => (await output(early)).textContent === 'set,early');
    early.remove();
  });

  it('emits dashed, typed events that bubble out of the shadow root', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe count="5"></kit-probe>`);
    const received = new Promise<CustomEvent<{ count: number }>>((resolve) =>
      document.addEventListener('kit-probe-ping', resolve, { once: true }),
    );
    (await shadowQuery(element, 'button')).click();
    const event = await received;
    expect(event.detail).to.deep.equal({ count: 5 });
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(element);
  });

  it('defines a tag once, and warns once when another version already defined it', async () => {
    const first = customElements.get('kit-probe');
    expect(defineElement(meta('kit-probe'), Probe)).to.equal(first);

    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    const flags = globalThis as { __CHAINFORGE_DEBUG__?: boolean };
    flags.__CHAINFORGE_DEBUG__ = true;
    try {
      for (const tag of ['kit-old-a', 'kit-old-b']) {
        customElements.define(
          tag,
          class extends HTMLElement {
            static chainforgeVersion = '0.0.1';
          },
        );
        defineElement(meta(tag), Probe);
      }
    } finally {
      console.warn = warn;
      flags.__CHAINFORGE_DEBUG__ = false;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0])).to.contain('0.0.1');
  });

  it('renders elements inside other elements, each in its own shadow root, with their events', async () => {
    defineElement(meta('kit-outer'), ({ label }: ProbeProps & KitProps) => (
      <section>{createElement('kit-probe', { label: `inner of ${label}`, count: 4 })}</section>
    ));
    const outer = await fixture<ProbeElement>(html`<kit-outer label="Outer"></kit-outer>`);
    const inner = await shadowQuery(outer, 'kit-probe');
    expect((await shadowQuery(inner, 'strong')).textContent).to.equal('inner of Outer');
    expect(outer.shadowRoot!.querySelector('strong')).to.equal(null);
    const received = new Promise<CustomEvent<{ count: number }>>((resolve) =>
      outer.addEventListener('kit-probe-ping', resolve, { once: true }),
    );
    (await shadowQuery(inner, 'button')).click();
    expect((await received).detail).to.deep.equal({ count: 4 });
  });

  it('empties only the element that fails to render, and reports its error to the page', async () => {
    defineElement(meta('kit-fragile'), (props: ProbeProps & KitProps) => {
      if (props.label === 'fail') throw new Error('The fragile probe failed.');
      return <Probe {...props} />;
    });
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error);
    const uncaught = window.onerror;
    // The report is the point here, not a test failure.
    window.onerror = () => true;
    addEventListener('error', onError);
    try {
      const page = await fixture(
        html`<div><kit-fragile label="fine"></kit-fragile><kit-probe label="Beside"></kit-probe></div>`,
      );
      const [fragile, beside] = [...page.children] as ProbeElement[];
      await output(fragile!);
      fragile!.label = 'fail';
      await waitUntil(() => reported.length > 0, 'the failure was not reported');
      expect((reported[0] as Error).message).to.equal('The fragile probe failed.');
      await waitUntil(() => fragile!.shadowRoot!.childElementCount === 0, 'the failed element kept its content');
      expect((await shadowQuery(beside!, 'strong')).textContent).to.equal('Beside');
      beside!.label = 'Still here';
      await waitUntil(async () => (await shadowQuery(beside!, 'strong')).textContent === 'Still here');
    } finally {
      removeEventListener('error', onError);
      window.onerror = uncaught;
    }
  });

  it('passes axe', async () => {
    const element = await fixture<ProbeElement>(html`<kit-probe label="Accessible"></kit-probe>`);
    await output(element);
    await expectAccessible(element);
  });
});

declare module './events' {
  interface ChainforgeEventMap {
    'kit-probe-ping': CustomEvent<{ count: number }>;
  }
}
