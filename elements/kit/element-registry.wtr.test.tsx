import { expect, waitUntil } from '@open-wc/testing';
import { defineElement } from './define-element';
import { definitionsDuring } from '../../tests/wtr/helpers';
import { createElementRegistry, type ElementLoader } from './element-registry';

function Probe({ label }: { label?: string }) {
  return <output>{label}</output>;
}

/** A loader that defines a probe element after a delay, as a chunk would, and counts its calls. */
function probeLoader(tag: string, delayMs = 20): ElementLoader & { calls: number } {
  const loader = Object.assign(
    async () => {
      loader.calls++;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      defineElement(
        {
          tag,
          summary: 'probe',
          attributes: { label: { type: 'string', description: 'label' } },
          properties: {},
          events: {},
          parts: {},
        },
        Probe,
      );
    },
    { calls: 0 },
  );
  return loader;
}

const add = <T extends Element>(parent: ParentNode, element: T): T => {
  parent.append(element);
  return element;
};

describe('the lazy element registry', () => {
  it('loads a tag already in the page, and one added later, each once', async () => {
    const present = probeLoader('lazy-present');
    const later = probeLoader('lazy-later');
    const idle = probeLoader('lazy-idle');
    const first = add(document.body, document.createElement('lazy-present'));
    createElementRegistry({ 'lazy-present': present, 'lazy-later': later, 'lazy-idle': idle }).autoload(document);
    await customElements.whenDefined('lazy-present');
    expect(first.shadowRoot).to.not.equal(null);

    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div><lazy-later label="one"></lazy-later></div><lazy-later label="two"></lazy-later>';
    add(document.body, wrapper);
    await customElements.whenDefined('lazy-later');
    await waitUntil(
      () =>
        wrapper.querySelectorAll('lazy-later').length === 2 &&
        [...wrapper.querySelectorAll('lazy-later')].every((el) => el.shadowRoot),
    );
    expect([present.calls, later.calls, idle.calls]).to.deep.equal([1, 1, 0]);
    expect(customElements.get('lazy-idle')).to.equal(undefined);
    first.remove();
    wrapper.remove();
  });

  it('loads tags inside open shadow roots, also ones attached when their host is defined', async () => {
    const inside = probeLoader('lazy-inside');
    const deeper = probeLoader('lazy-deeper');
    const registry = createElementRegistry({ 'lazy-inside': inside, 'lazy-deeper': deeper });

    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<lazy-inside></lazy-inside>';
    add(document.body, host);
    registry.autoload(document);
    await customElements.whenDefined('lazy-inside');

    const lateHost = add(document.body, document.createElement('late-shadow-host'));
    customElements.define(
      'late-shadow-host',
      class extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({ mode: 'open' });
        }
      },
    );
    await customElements.whenDefined('late-shadow-host');
    await new Promise((resolve) => setTimeout(resolve));
    lateHost.shadowRoot!.innerHTML = '<p><lazy-deeper></lazy-deeper></p>';
    await customElements.whenDefined('lazy-deeper');
    expect(lateHost.shadowRoot!.querySelector('lazy-deeper')!.shadowRoot).to.not.equal(null);
    host.remove();
    lateHost.remove();
  });

  it('imports a tag once however often code asks for it, and never defines it twice', async () => {
    const loader = probeLoader('lazy-asked');
    const defines = await definitionsDuring(async () => {
      const registry = createElementRegistry({ 'lazy-asked': loader });
      const [one, two] = await Promise.all([registry.loadElement('lazy-asked'), registry.loadElement('LAZY-ASKED')]);
      expect(await registry.loadElement('lazy-asked')).to.equal(one);
      expect(two).to.equal(one);
      expect(await createElementRegistry({ 'lazy-asked': loader }).loadElement('lazy-asked')).to.equal(one);
    });
    expect(loader.calls).to.equal(1);
    expect(defines).to.deep.equal(['lazy-asked']);
  });

  it('tries a failed import again on the next request', async () => {
    let attempts = 0;
    const flaky = probeLoader('lazy-flaky');
    const registry = createElementRegistry({
      'lazy-flaky': () => (++attempts === 1 ? Promise.reject(new Error('offline')) : flaky()),
    });
    const failure = await registry.loadElement('lazy-flaky').catch((error: Error) => error);
    expect((failure as Error).message).to.equal('offline');
    expect(await registry.loadElement('lazy-flaky')).to.equal(customElements.get('lazy-flaky'));
    expect(attempts).to.equal(2);
  });

  it('refuses a tag it does not know, and one its import did not define', async () => {
    const registry = createElementRegistry({ 'lazy-broken': () => Promise.resolve() });
    const unknown = await registry.loadElement('lazy-unknown').catch((error: Error) => error.message);
    expect(unknown).to.contain('no <lazy-unknown>');
    const broken = await registry.loadElement('lazy-broken').catch((error: Error) => error.message);
    expect(broken).to.contain('did not define');
  });
});
