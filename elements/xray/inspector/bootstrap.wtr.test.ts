import { expect, waitUntil } from '@open-wc/testing';
import { shadowQuery } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import { type RunningInspector, startInspector } from './bootstrap';
import { contentRemovedEvent } from './content-removed-event';
import { freshInspector } from './inspector-test-helpers';
import { inspectorStore } from './inspector-store';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const overlays = () => document.querySelector('xray-overlays')?.shadowRoot?.querySelectorAll('.outline') ?? [];

describe('the inspector on a page', () => {
  let page: HTMLElement;
  let inspector: RunningInspector | null = null;

  beforeEach(() => {
    freshInspector();
    page = document.createElement('main');
    page.innerHTML = `
      <form data-ms-form="login">
        <input data-ms-member="email"><input data-ms-member="password" type="password">
      </form>
      <a id="plan" data-ms-plan:add="pln_chainforge_starter" href="/pricing">Starter</a>
      <a id="broken" data-ms-plan:add="" href="/pricing">Broken</a>
      <div id="members-only" class="pro card" data-ms-content="members">For members</div>`;
    document.body.append(page);
  });
  afterEach(() => {
    inspector?.stop();
    inspector = null;
    page.remove();
  });

  it('adds one container at the end of the body with the badge and the sidebar, and nothing to the head', async () => {
    const head = document.head.innerHTML;
    inspector = startInspector({ scriptUrl: 'https://product.example/cdn/chainforge-elements.js?v=1' });
    expect(document.body.lastElementChild).to.equal(inspector.container);
    expect(inspector.container.localName).to.equal('xray-inspector');
    expect([...inspector.container.children].map((child) => child.localName)).to.deep.equal([
      'xray-badge',
      'xray-dev-sidebar',
    ]);
    expect(startInspector()).to.equal(inspector); // started once per page
    await shadowQuery(document.querySelector('xray-badge')!, 'button');
    expect(document.head.innerHTML).to.equal(head);
    expect(inspectorStore.documentationBase).to.equal('https://product.example/');
  });

  it('scans the page with the app settings: the badge counts, the error turns it red, X-ray outlines', async () => {
    inspector = startInspector();
    const badge = document.querySelector('xray-badge')!;
    const button = await shadowQuery<HTMLButtonElement>(badge, 'button');
    await waitUntil(() => inspectorStore.result, 'no scan', { timeout: 5000 });
    await waitUntil(() => button.dataset.errors === 'true', 'no error style');
    expect(inspectorStore.result!.errors.map((error) => error.id)).to.include('broken-plan-button');
    expect(text(button.querySelector('[part="count"]'))).to.match(/^\d+ items$/);
    await waitUntil(() => overlays().length > 0, 'no overlays');
    expect(document.querySelector('xray-overlays')!.parentElement).to.equal(inspector.container);

    // X-ray off removes the overlays; on draws them again.
    inspectorStore.xray = false;
    await waitUntil(() => !document.querySelector('xray-overlays'), 'overlays stayed');
    inspectorStore.xray = true;
    await waitUntil(() => overlays().length > 0, 'overlays not back');

    // The page changes: it is scanned again.
    page.querySelector('#broken')!.remove();
    await waitUntil(() => button.dataset.errors === 'false', 'not rescanned', { timeout: 3000 });
  });

  it('lists plan and price clicks and content removed by gating', async () => {
    inspector = startInspector();
    await waitUntil(() => inspectorStore.result, 'no scan', { timeout: 5000 });
    const plan = page.querySelector<HTMLAnchorElement>('#plan')!;
    plan.addEventListener('click', (event) => event.preventDefault(), { once: true });
    plan.click();
    const removed = page.querySelector('#members-only')!;
    removed.dispatchEvent(contentRemovedEvent(removed, 'data-ms-content', 'members'));
    removed.remove();
    expect(inspectorStore.events.map((event) => event.kind)).to.deep.equal(['plan-price-clicked', 'content-removed']);

    inspectorStore.visible = true;
    const sidebar = await shadowQuery(document.querySelector('xray-dev-sidebar')!, 'xray-sidebar');
    await waitUntil(() => sidebar.shadowRoot?.querySelector('[part~="group-events"]'), 'no events group');
    const titles = [...sidebar.shadowRoot!.querySelectorAll('[part~="group-events"] .title')].map((node) => text(node));
    expect(titles).to.deep.equal(['Content removed', 'Plan button clicked']);
    const details = [...sidebar.shadowRoot!.querySelectorAll('[part~="group-events"] .detail')].map((node) =>
      text(node),
    );
    expect(details).to.deep.equal([
      '<div id="members-only" class="pro card"> · data-ms-content="members"',
      'data-ms-plan:add="pln_chainforge_starter"',
    ]);
  });

  it('shows what the runtime keeps in sessionStorage once a click stored it', async () => {
    inspector = startInspector();
    const plan = page.querySelector<HTMLAnchorElement>('#plan')!;
    plan.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        sessionStorage.setItem('ms_plan', 'pln_chainforge_starter'); // what the runtime does for a visitor
      },
      { once: true },
    );
    plan.click();
    await waitUntil(() => inspectorStore.cart.plan === 'pln_chainforge_starter', 'cart not read');
  });

  it('stops: removes its container, its overlays and its listeners', async () => {
    inspector = startInspector();
    await waitUntil(() => overlays().length > 0, 'no overlays', { timeout: 5000 });
    const container = inspector.container;
    inspector.stop();
    inspector = null;
    expect(container.isConnected).to.equal(false);
    expect(document.querySelector('xray-overlays')).to.equal(null);
    page.querySelector<HTMLAnchorElement>('#plan')!.addEventListener('click', (event) => event.preventDefault());
    page.querySelector<HTMLAnchorElement>('#plan')!.click();
    expect(inspectorStore.events).to.deep.equal([]);
  });
});
