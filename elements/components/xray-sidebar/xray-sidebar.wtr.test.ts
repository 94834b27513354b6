import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import { catalogueEntry } from '../../../contract/xray-catalogue';
import { loadAppSettings } from '../../kit/membership/membership-store';
import { freshInspector, sampleResult } from '../../xray/inspector/inspector-test-helpers';
import { addInspectorEvent, inspectorStore, refreshCart, setScanResult } from '../../xray/inspector/inspector-store';
import './xray-sidebar';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

const root = (sidebar: Element) => sidebar.shadowRoot!;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const itemButtons = (sidebar: Element) => [
  ...root(sidebar).querySelectorAll<HTMLButtonElement>('[part="item-button"]'),
];
const itemNamed = (sidebar: Element, title: string) =>
  itemButtons(sidebar).find((button) => text(button.querySelector('.title')) === title);
const facts = (list: Element | null) => [...(list?.children ?? [])].map((node) => text(node));
const groupTitles = (sidebar: Element) =>
  [...root(sidebar).querySelectorAll('[part~="group"] > h3, [part="found-toggle"]')].map((node) => text(node));

async function sidebarWith(result = sampleResult(), theme = 'dark'): Promise<Element> {
  setScanResult(result);
  const sidebar = await fixture(html`<xray-sidebar theme=${theme}></xray-sidebar>`);
  await shadowQuery(sidebar, '[part="item-button"]');
  return sidebar;
}

async function expand(sidebar: Element, title: string): Promise<HTMLElement> {
  await waitUntil(() => itemNamed(sidebar, title), `no item "${title}"`);
  const button = itemNamed(sidebar, title)!;
  button.click();
  await waitUntil(() => button.getAttribute('aria-expanded') === 'true', `"${title}" did not expand`);
  await waitUntil(() => root(sidebar).getElementById(button.getAttribute('aria-controls')!), 'no body');
  return root(sidebar).getElementById(button.getAttribute('aria-controls')!)!;
}

describe('xray-sidebar', () => {
  before(() => loadAppSettings());
  beforeEach(() => freshInspector());
  afterEach(() => {
    for (const element of document.querySelectorAll('body > form, body > a')) element.remove();
  });

  it("heads 'Events & Errors' with the X-ray switch, on by default", async () => {
    const sidebar = await sidebarWith();
    expect(text(root(sidebar).querySelector('h2'))).to.equal('Events & Errors');
    const toggle = root(sidebar).querySelector<HTMLButtonElement>('[role="switch"]')!;
    expect(text(toggle)).to.equal('X-ray');
    expect(toggle.getAttribute('aria-checked')).to.equal('true');
    toggle.click();
    expect(inspectorStore.xray).to.equal(false);
    await waitUntil(() => toggle.getAttribute('aria-checked') === 'false', 'switch did not turn off');
    toggle.click();
    expect(inspectorStore.xray).to.equal(true);
  });

  it('lists cart items, then the collapsible Attributes Found group with its count, errors, then warnings', async () => {
    sessionStorage.setItem('ms_plan', 'pln_chainforge_starter');
    refreshCart();
    const sidebar = await sidebarWith();
    expect(groupTitles(sidebar)).to.deep.equal(['Cart', 'Attributes Found 3', 'Errors 1', 'Warnings 1']);
    expect(text(root(sidebar).querySelector('[part="counts"]'))).to.equal('1 error, 1 warning, 3 found');

    const found = root(sidebar).querySelector<HTMLButtonElement>('[part="found-toggle"]')!;
    expect(found.getAttribute('aria-expanded')).to.equal('false');
    expect(itemNamed(sidebar, 'Login form')).to.equal(undefined);
    found.click();
    await waitUntil(() => itemNamed(sidebar, 'Login form'), 'found items not shown');
    expect(found.getAttribute('aria-expanded')).to.equal('true');
    expect(itemButtons(sidebar).map((button) => text(button.querySelector('.title')))).to.deep.equal([
      'Ready for Signup',
      'Login form',
      'Add a free plan',
      'Forgot password form',
      'Broken plan attribute suffix',
      'Forgot password form without a redirect',
    ]);
    const types = [...root(sidebar).querySelectorAll<HTMLElement>('[part~="item"]')].map((item) => item.dataset.type);
    expect(types).to.deep.equal(['cart', 'found', 'found', 'found', 'error', 'warning']);
  });

  it('gives each type its own icon and colour', async () => {
    addInspectorEvent({ kind: 'plan-price-clicked', attribute: 'data-ms-price:add', value: 'prc_x', element: null });
    addInspectorEvent({ kind: 'content-removed', description: '<div class="pro">' });
    sessionStorage.setItem('ms_price', 'prc_chainforge_team_monthly');
    refreshCart();
    const sidebar = await sidebarWith();
    root(sidebar).querySelector<HTMLButtonElement>('[part="found-toggle"]')!.click();
    await waitUntil(() => itemNamed(sidebar, 'Login form'));
    const byType = new Map<string, { colour: string; icon: string }>();
    for (const item of root(sidebar).querySelectorAll<HTMLElement>('[part~="item"]')) {
      const icon = item.querySelector('.icon')!;
      byType.set(item.dataset.type!, { colour: getComputedStyle(icon).color, icon: icon.innerHTML });
    }
    expect([...byType.keys()].sort()).to.deep.equal([
      'cart',
      'content-removed',
      'error',
      'found',
      'plan-price-clicked',
      'warning',
    ]);
    const colours = new Set([...byType.values()].map((entry) => entry.colour));
    const icons = new Set([...byType.values()].map((entry) => entry.icon));
    expect(colours.size).to.equal(6);
    expect(icons.size).to.equal(6);
    expect(byType.get('error')!.colour).to.equal('rgb(248, 113, 113)');
    expect(byType.get('found')!.colour).to.equal('rgb(74, 222, 128)');
  });

  it('expands an item to its description, help and documentation, and collapses it again', async () => {
    const sidebar = await sidebarWith();
    const body = await expand(sidebar, 'Forgot password form without a redirect');
    expect(text(body)).to.contain('Give the form a data-ms-redirect');
    const docs = body.querySelector<HTMLAnchorElement>('a[part="documentation"]')!;
    expect(text(docs)).to.equal('Documentation (opens in a new tab)');
    expect(docs.href).to.equal(new URL('/docs/attributes#missing-redirect', location.href).href);
    expect(docs.target).to.equal('_blank');
    expect(docs.rel).to.equal('noopener noreferrer');

    // 'Need help?': each help item expands on its own.
    expect(text(body.querySelector('[part="help"] h4'))).to.equal('Need help?');
    const help = body.querySelector<HTMLButtonElement>('[part="help-item"] button')!;
    expect(text(help)).to.equal('No email arrived?');
    expect(help.getAttribute('aria-expanded')).to.equal('false');
    help.click();
    await waitUntil(() => help.getAttribute('aria-expanded') === 'true');
    const answer = root(sidebar).getElementById(help.getAttribute('aria-controls')!)!;
    expect(text(answer)).to.contain('Emails should arrive within 30 seconds');
    // Its relative link resolves against the product's server.
    expect(answer.querySelector('a')!.href).to.equal(new URL('/dev/mailbox', location.href).href);

    const button = itemNamed(sidebar, 'Forgot password form without a redirect')!;
    button.click();
    await waitUntil(() => button.getAttribute('aria-expanded') === 'false');
    expect(root(sidebar).getElementById(button.getAttribute('aria-controls')!)).to.equal(null);
  });

  it('links the documentation to the product server it was told, not to the page', async () => {
    inspectorStore.documentationBase = 'https://product.example/';
    const sidebar = await sidebarWith();
    const body = await expand(sidebar, 'Broken plan attribute suffix');
    expect(body.querySelector<HTMLAnchorElement>('a[part="documentation"]')!.href).to.equal(
      'https://product.example/docs/attributes#broken-plan-suffix',
    );
  });

  it('shows a description only sanitised: no script runs, no handler, no image', async () => {
    const entry = catalogueEntry('broken-plan-suffix')!;
    const original = entry.description;
    const pwned = window as unknown as { pwned?: number };
    entry.description =
      '<p>Fix <strong>it</strong></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
      '<a href="javascript:window.pwned=3">bad link</a><p onclick="window.pwned = 4" style="color:red">styled</p>';
    try {
      const sidebar = await sidebarWith();
      const body = await expand(sidebar, 'Broken plan attribute suffix');
      const prose = body.firstElementChild!;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(prose.innerHTML).to.equal('<p>Fix <strong>it</strong></p>bad link<p>styled</p>');
      expect(body.querySelector('script, img, [onerror], [onclick], [style]')).to.equal(null);
      expect(pwned.pwned).to.equal(undefined);
    } finally {
      entry.description = original;
    }
  });

  it('shows a pending plan as Ready for Signup with its ID and Priority, a pending price with its price', async () => {
    sessionStorage.setItem('ms_plan', 'pln_chainforge_starter');
    sessionStorage.setItem('ms_price', 'prc_chainforge_team_monthly');
    refreshCart();
    const sidebar = await sidebarWith();
    const plan = await expand(sidebar, 'Ready for Signup');
    await waitUntil(() => text(plan.querySelector('[part="plan-details"]')).includes('Starter'), 'no plan details');
    expect(facts(plan.querySelector('[part="plan-details"]'))).to.deep.equal([
      'Plan',
      'Starter (free)',
      'ID',
      'pln_chainforge_starter',
      'Priority',
      '1',
    ]);
    const price = await expand(sidebar, 'Ready for Checkout');
    expect(facts(price.querySelector('[part="plan-details"]'))).to.deep.equal([
      'Plan',
      'Team',
      'Price',
      'Monthly: $49.00 / month',
      'Price ID',
      'prc_chainforge_team_monthly',
      'Plan ID',
      'pln_chainforge_team',
    ]);
    sessionStorage.removeItem('ms_plan');
    refreshCart();
    await waitUntil(() => !itemNamed(sidebar, 'Ready for Signup'), 'cart item stayed');
  });

  it('collapses every item when the sidebar is rebuilt by new findings, and keeps them through the same ones', async () => {
    const result = sampleResult();
    const sidebar = await sidebarWith(result);
    await expand(sidebar, 'Broken plan attribute suffix');
    setScanResult({ ...result });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(itemNamed(sidebar, 'Broken plan attribute suffix')!.getAttribute('aria-expanded')).to.equal('true');
    setScanResult({ ...result, warnings: [] });
    await waitUntil(() => !itemNamed(sidebar, 'Forgot password form without a redirect'), 'not rebuilt');
    expect(itemNamed(sidebar, 'Broken plan attribute suffix')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('scrolls to the element of an item', async () => {
    const result = sampleResult();
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.prepend(spacer);
    try {
      const sidebar = await sidebarWith(result);
      const body = await expand(sidebar, 'Broken plan attribute suffix');
      scrollTo(0, 0);
      body.querySelector<HTMLButtonElement>('[part="show-on-page"]')!.click();
      await waitUntil(() => {
        const box = result.elements.broken!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }, 'element not scrolled into view');
    } finally {
      spacer.remove();
      scrollTo(0, 0);
    }
  });

  it('says when the page has nothing to list yet', async () => {
    const sidebar = await fixture(html`<xray-sidebar></xray-sidebar>`);
    await shadowText(sidebar, '[part="empty"]', 'Scanning the page');
    setScanResult({ errors: [], warnings: [], found: [] });
    await shadowText(sidebar, '[part="empty"]', 'No Chain Forge attributes on this page yet.');
  });

  it('passes axe in both themes, items expanded', async () => {
    sessionStorage.setItem('ms_plan', 'pln_chainforge_starter');
    refreshCart();
    const sidebar = await sidebarWith(sampleResult(), 'light');
    root(sidebar).querySelector<HTMLButtonElement>('[part="found-toggle"]')!.click();
    await expand(sidebar, 'Ready for Signup');
    const body = await expand(sidebar, 'Broken plan attribute suffix');
    body.querySelector<HTMLButtonElement>('[part="help-item"] button')?.click();
    await expand(sidebar, 'Login form');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expectAccessible(sidebar);
    sidebar.removeAttribute('theme');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expectAccessible(sidebar);
  });
});
