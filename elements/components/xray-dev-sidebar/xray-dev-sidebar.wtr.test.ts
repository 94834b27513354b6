import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ref } from 'valtio';
import { expectAccessible, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import { configure } from '../../core/config';
import { aMember, anAuth, aPlanConnection } from '../../../contract/membership-answers.fixtures';
import type { Member } from '../../core/membership/types';
import { loadAppSettings, membershipStore } from '../../kit/membership/membership-store';
import { PREFERENCES_KEY } from '../../xray/inspector/inspector-preferences';
import { freshInspector, sampleResult } from '../../xray/inspector/inspector-test-helpers';
import { inspectorStore, resetInspectorStore, setScanResult } from '../../xray/inspector/inspector-store';
import '../xray-sidebar/xray-sidebar';
import './xray-dev-sidebar';

configure({ publicKey: 'pk_sb_chainforge_demo', membershipApiUrl: '/membership' });

const root = (sidebar: Element) => sidebar.shadowRoot!;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const aside = (sidebar: Element) => root(sidebar).querySelector<HTMLElement>('[part="sidebar"]')!;
const tabs = (sidebar: Element) => [...root(sidebar).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selectedTab = (sidebar: Element) => tabs(sidebar).find((tab) => tab.getAttribute('aria-selected') === 'true');
const shownPanel = (sidebar: Element) =>
  [...root(sidebar).querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((panel) => !panel.hidden)!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 350));

const MEMBER: Member = aMember({
  id: 'mem_sb_test',
  auth: anAuth({ email: 'dana@example.com' }),
  verified: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  customFields: { 'first-name': 'Dana', 'last-name': 'Reyes' },
  planConnections: [
    aPlanConnection({ id: 'con_1', planId: 'pln_chainforge_starter' }),
    {
      id: 'con_2',
      planId: 'pln_chainforge_team',
      type: 'SUBSCRIPTION',
      status: 'ACTIVE',
      active: true,
      payment: {
        amount: 490,
        currency: 'usd',
        status: 'ACTIVE',
        lastBillingDate: null,
        nextBillingDate: null,
        cancelAtDate: null,
        priceId: 'prc_chainforge_team_yearly',
      },
    },
  ],
});

async function openSidebar(theme = 'dark'): Promise<Element> {
  inspectorStore.visible = true;
  const sidebar = await fixture(html`<xray-dev-sidebar theme=${theme}></xray-dev-sidebar>`);
  await shadowQuery(sidebar, '[role="tab"]');
  return sidebar;
}

describe('xray-dev-sidebar', () => {
  before(() => loadAppSettings());
  beforeEach(() => {
    freshInspector();
    membershipStore.member = null;
  });
  afterEach(() => {
    for (const element of document.querySelectorAll('body > form, body > a')) element.remove();
  });

  it('is 242 px wide along the right side, and slides out of view when closed', async () => {
    const sidebar = await openSidebar();
    await settled();
    const box = aside(sidebar).getBoundingClientRect();
    expect(box.width).to.equal(242);
    expect(box.right).to.equal(document.documentElement.clientWidth);
    expect(box.top).to.equal(0);
    expect(box.height).to.equal(innerHeight);
    inspectorStore.visible = false;
    await waitUntil(() => aside(sidebar).dataset.open === 'false');
    expect(aside(sidebar).inert).to.equal(true);
    await settled();
    expect(getComputedStyle(aside(sidebar)).visibility).to.equal('hidden');
    expect(aside(sidebar).getBoundingClientRect().left).to.be.at.least(document.documentElement.clientWidth - 1);
  });

  it('animates in 300 ms, or not at all with reduced motion', async () => {
    const sidebar = await openSidebar();
    const style = getComputedStyle(aside(sidebar));
    expect(style.transitionDuration.split(', ')[0]).to.equal('0.3s');
    expect(style.transitionProperty).to.contain('transform');
  });

  it('has tabs Inspector, Member and App, moved between with the arrow keys, Home and End', async () => {
    const sidebar = await openSidebar();
    expect(root(sidebar).querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Inspector sections');
    expect(tabs(sidebar).map((tab) => text(tab))).to.deep.equal(['Inspector', 'Member', 'App']);
    expect(text(selectedTab(sidebar))).to.equal('Inspector');
    expect(tabs(sidebar).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    const panel = shownPanel(sidebar);
    expect(panel.getAttribute('aria-labelledby')).to.equal(selectedTab(sidebar)!.id);
    expect(selectedTab(sidebar)!.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.querySelector('xray-sidebar')).to.not.equal(null);

    tabs(sidebar)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'Member');
    expect(root(sidebar).activeElement).to.equal(selectedTab(sidebar));
    expect(inspectorStore.tab).to.equal('member');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'App');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'Inspector');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'App');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'Inspector');
    await sendKeys({ press: 'End' });
    await waitUntil(() => text(selectedTab(sidebar)) === 'App');
    expect(root(sidebar).activeElement).to.equal(selectedTab(sidebar));
    tabs(sidebar)[1]!.click();
    await waitUntil(() => text(selectedTab(sidebar)) === 'Member');
  });

  it('switches between the right and the left side', async () => {
    const sidebar = await openSidebar();
    const button = root(sidebar).querySelector<HTMLButtonElement>('[part="side-switch"]')!;
    expect(button.getAttribute('aria-label')).to.equal('Move to the left side');
    button.click();
    await waitUntil(() => aside(sidebar).dataset.side === 'left');
    expect(inspectorStore.side).to.equal('left');
    await settled();
    expect(aside(sidebar).getBoundingClientRect().left).to.equal(0);
    expect(button.getAttribute('aria-label')).to.equal('Move to the right side');
    button.click();
    await waitUntil(() => aside(sidebar).dataset.side === 'right');
  });

  it('comes back as it was, visible, side, tab and X-ray mode, when the page is loaded again', async () => {
    const sidebar = await openSidebar();
    root(sidebar).querySelector<HTMLButtonElement>('[part="side-switch"]')!.click();
    tabs(sidebar)[2]!.click();
    inspectorStore.xray = false;
    await waitUntil(() => localStorage.getItem(PREFERENCES_KEY)?.includes('"tab":"app"'), 'not saved');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).to.deep.equal({
      visible: true,
      side: 'left',
      tab: 'app',
      xray: false,
    });

    // A reload: the page's state is gone, the element is made again from what was stored.
    fixtureCleanup();
    Object.assign(inspectorStore, { visible: false, side: 'right', tab: 'inspector', xray: true });
    resetInspectorStore();
    const again = await fixture(html`<xray-dev-sidebar></xray-dev-sidebar>`);
    await shadowQuery(again, '[role="tab"]');
    expect(aside(again).dataset.open).to.equal('true');
    expect(aside(again).dataset.side).to.equal('left');
    expect(text(selectedTab(again))).to.equal('App');
    expect(inspectorStore.xray).to.equal(false);
  });

  it('closes with Escape or its close button', async () => {
    const sidebar = await openSidebar();
    tabs(sidebar)[0]!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => aside(sidebar).dataset.open === 'false');
    expect(inspectorStore.visible).to.equal(false);
    inspectorStore.visible = true;
    await waitUntil(() => aside(sidebar).dataset.open === 'true');
    root(sidebar).querySelector<HTMLButtonElement>('[part="close"]')!.click();
    expect(inspectorStore.visible).to.equal(false);
  });

  it("Member: says so when nobody is signed in, else the member's id, email, plans and custom fields", async () => {
    inspectorStore.tab = 'member';
    const sidebar = await openSidebar();
    await shadowText(sidebar, '[part="empty"]', 'No member signed in');

    membershipStore.member = ref(MEMBER);
    await shadowText(sidebar, '[part="facts"] dd', 'mem_sb_test');
    const panel = shownPanel(sidebar);
    expect(text(panel)).to.contain('dana@example.com');
    const sections = [...panel.querySelectorAll('section')].map((section) => text(section.querySelector('h3')));
    expect(sections).to.deep.equal(['Member', 'Plans', 'Custom fields']);
    expect(text(panel.querySelector('section[aria-label="Custom fields"] dl'))).to.contain('First name');
    expect(text(panel.querySelector('section[aria-label="Custom fields"] dl'))).to.contain('Dana');

    // A free plan expands to its ID and Priority, a paid one to its price.
    const plans = [...panel.querySelectorAll<HTMLButtonElement>('[part="member-plan"] button')];
    expect(plans.map((plan) => [text(plan.querySelector('.name')), text(plan.querySelector('.kind'))])).to.deep.equal([
      ['Starter', 'Free'],
      ['Team', 'Paid'],
    ]);
    plans[0]!.click();
    await waitUntil(() => plans[0]!.getAttribute('aria-expanded') === 'true');
    const free = root(sidebar).getElementById(plans[0]!.getAttribute('aria-controls')!)!;
    expect(text(free)).to.contain('pln_chainforge_starter');
    expect(text(free)).to.contain('Priority');
    plans[1]!.click();
    await waitUntil(() => plans[1]!.getAttribute('aria-expanded') === 'true');
    const paid = root(sidebar).getElementById(plans[1]!.getAttribute('aria-controls')!)!;
    expect(text(paid)).to.contain('Yearly: $490.00 / year');
    expect(text(paid)).to.contain('prc_chainforge_team_yearly');
  });

  it("App: the app's id, name, plans with ids and prices, custom fields and providers", async () => {
    inspectorStore.tab = 'app';
    const sidebar = await openSidebar();
    await shadowText(sidebar, '[part="facts"] dd', 'app_chainforge_demo');
    const panel = shownPanel(sidebar);
    const plans = [...panel.querySelectorAll('[part="app-plan"] dl')].map((plan) =>
      [...plan.children].map((node) => text(node)),
    );
    expect(plans).to.have.length(4);
    expect(plans[0]!.slice(0, 4)).to.deep.equal(['Starter', 'Free', 'ID', 'pln_chainforge_starter']);
    const team = plans.find((plan) => plan[0] === 'Team')!;
    expect(team).to.include.members(['Paid', 'pln_chainforge_team', 'Monthly', 'Yearly']);
    expect(team).to.include('$49.00 / month prc_chainforge_team_monthly');
    expect(text(panel.querySelector('section[aria-label="Custom fields"]'))).to.contain('first-name');
    expect(text(panel.querySelector('section[aria-label="Providers"]'))).to.contain('Google');
    expect(text(panel.querySelector('section[aria-label="Providers"]'))).to.contain('GitHub');
  });

  it('passes axe in both themes on every tab', async () => {
    membershipStore.member = ref(MEMBER);
    setScanResult(sampleResult());
    const sidebar = await openSidebar('light');
    await settled();
    for (const theme of ['light', 'dark']) {
      sidebar.setAttribute('theme', theme);
      for (const tab of tabs(sidebar)) {
        tab.click();
        await waitUntil(() => selectedTab(sidebar) === tab);
        const panel = shownPanel(sidebar);
        if (text(tab) === 'Inspector') await shadowQuery(panel.querySelector('xray-sidebar')!, '[part="item-button"]');
        if (text(tab) === 'Member')
          for (const plan of panel.querySelectorAll<HTMLButtonElement>('[part="member-plan"] button')) plan.click();
        await settled();
        await expectAccessible(sidebar);
        if (text(tab) === 'Inspector') await expectAccessible(panel.querySelector('xray-sidebar')!);
      }
    }
  });
});
