import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import { freshInspector, sampleResult } from '../../xray/inspector/inspector-test-helpers';
import { closeSidebar, inspectorStore, setScanResult } from '../../xray/inspector/inspector-store';
import './xray-badge';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

const badgeButton = (badge: Element) => shadowQuery<HTMLButtonElement>(badge, 'button[part="badge"]');
/** The badge's colours change over 300 ms: axe reads them once they have. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 350));
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('xray-badge', () => {
  beforeEach(() => freshInspector());
  afterEach(() => {
    for (const element of document.querySelectorAll('body > form, body > a')) element.remove();
  });

  it("says 'Test Mode' with no items, as a named button at the bottom centre", async () => {
    const badge = await fixture(html`<xray-badge></xray-badge>`);
    const button = await badgeButton(badge);
    expect(text(button.querySelector('[part="label"]'))).to.equal('Test Mode');
    expect(text(button.querySelector('[part="count"]'))).to.equal('0 items');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.querySelector('[part="error-dot"]')).to.equal(null);
    // Its accessible name is its text: the label, then the count.
    expect(text(button)).to.equal('Test Mode 0 items');
    const box = button.getBoundingClientRect();
    expect(getComputedStyle(button).position).to.equal('fixed');
    expect(Math.abs(box.left + box.width / 2 - innerWidth / 2)).to.be.below(1);
    expect(innerHeight - box.bottom).to.be.within(12, 20);
  });

  it('counts the items and turns red with a dot when the page has an error', async () => {
    const badge = await fixture(html`<xray-badge></xray-badge>`);
    const button = await badgeButton(badge);
    setScanResult(sampleResult());
    await waitUntil(() => text(button.querySelector('[part="count"]')) === '5 items', 'count not shown');
    expect(button.dataset.errors).to.equal('true');
    const dot = button.querySelector('[part="error-dot"]')!;
    expect(getComputedStyle(dot).backgroundColor).to.equal('rgb(239, 68, 68)');
    expect(text(button)).to.equal('Test Mode 5 items, the page has errors');

    setScanResult({ ...sampleResult(), errors: [] });
    await waitUntil(() => !button.querySelector('[part="error-dot"]'), 'the dot stayed');
    expect(button.dataset.errors).to.equal('false');
    expect(text(button.querySelector('[part="count"]'))).to.equal('4 items');
  });

  it("toggles the sidebar on click, reading 'Hide Inspector' while it is open", async () => {
    const badge = await fixture(html`<xray-badge></xray-badge>`);
    const button = await badgeButton(badge);
    button.click();
    expect(inspectorStore.visible).to.equal(true);
    await waitUntil(() => text(button.querySelector('[part="label"]')) === 'Hide Inspector', 'label not changed');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    button.click();
    expect(inspectorStore.visible).to.equal(false);
    await waitUntil(() => text(button.querySelector('[part="label"]')) === 'Test Mode', 'label not back');
  });

  it('takes the focus back when the sidebar closes with Escape', async () => {
    const badge = await fixture(html`<xray-badge></xray-badge>`);
    const button = await badgeButton(badge);
    inspectorStore.visible = true;
    closeSidebar();
    await waitUntil(() => badge.shadowRoot!.activeElement === button, 'focus not on the badge');
  });

  it('passes axe in both themes, with and without errors', async () => {
    const badge = await fixture(html`<xray-badge theme="light"></xray-badge>`);
    await badgeButton(badge);
    await expectAccessible(badge);
    setScanResult(sampleResult());
    await waitUntil(() => badge.shadowRoot!.querySelector('[part="error-dot"]'), 'no dot');
    await settled();
    await expectAccessible(badge);
    badge.removeAttribute('theme');
    await settled();
    await expectAccessible(badge);
    inspectorStore.visible = true;
    await waitUntil(() => text(badge.shadowRoot!.querySelector('[part="label"]')) === 'Hide Inspector');
    await expectAccessible(badge);
  });
});
