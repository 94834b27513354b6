import { expect, fixture, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { configure } from '../../core/config';
import { type FakeConsole, fakeConsole, fakeMembers, pageBackground } from '../../../tests/wtr/console-fake';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import './console-members';

let fake: FakeConsole;

const emails = (element: Element) => rowsOf(element).map((row) => row[0]);
const lastList = () => fake.calls.filter((call) => call.path === '/members').at(-1)!;

async function list(attributes: Record<string, string> = {}) {
  const element = document.createElement('console-members');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await fixture(element);
  return element;
}

async function rowsShown(element: Element, first: string) {
  await waitUntil(() => emails(element)[0] === first, `the list did not start with ${first}: ${emails(element)[0]}`);
}

function choose(element: Element, label: string, value: string) {
  const select = [...element.shadowRoot!.querySelectorAll('label')]
    .find((node) => node.textContent === label)!
    .parentElement!.querySelector('select, input') as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function setInput(input: HTMLInputElement, value: string) {
  // React reads the value through its own setter: the native one, then an input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find((node) => node.textContent === name)!;

describe('console-members', () => {
  beforeEach(() => {
    configure({ membershipApiUrl: '/membership' });
    fake = fakeConsole(fakeMembers(60));
  });
  afterEach(() => {
    fake.restore();
    document.body.style.background = '';
  });

  it('shows a page of members newest first, with the count, and pages with Next and Previous through the cursor', async () => {
    const element = await list({ 'page-size': '25' });
    await rowsShown(element, 'member-60@example.com');
    expect(rowsOf(element)).to.have.length(25);
    expect(rowsOf(element)[0]).to.deep.equal([
      'member-60@example.com',
      'No plan',
      'Verified',
      'Mar 1, 2026',
      'mem_fake60',
    ]);
    await shadowText(element, '[part="count"]', '60 members');
    expect(lastList().query.get('first')).to.equal('25');
    expect(lastList().query.has('after')).to.equal(false);

    button(element, 'Next').click();
    await rowsShown(element, 'member-35@example.com');
    expect(lastList().query.get('after')).to.equal('36');
    expect(element.shadowRoot!.querySelector('[part="pager"]')!.textContent).to.contain('Page 2');
    button(element, 'Next').click();
    await rowsShown(element, 'member-10@example.com');
    expect(rowsOf(element)).to.have.length(10);
    expect(button(element, 'Next').disabled).to.equal(true);

    button(element, 'Previous').click();
    await rowsShown(element, 'member-35@example.com');
    button(element, 'Previous').click();
    await rowsShown(element, 'member-60@example.com');
    expect(button(element, 'Previous').disabled).to.equal(true);
  });

  it('links each member to their page, and tells a plain click first (cancelable)', async () => {
    const element = await list();
    await rowsShown(element, 'member-60@example.com');
    const link = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="row"] [part="member-link"]')!;
    expect(link.getAttribute('href')).to.equal('/console/members/mem_fake60');
    let opened: unknown;
    element.addEventListener('console-members-open', (event) => {
      opened = event.detail;
      event.preventDefault();
    });
    link.click();
    expect(opened).to.deep.equal({ memberId: 'mem_fake60', href: '/console/members/mem_fake60' });
  });

  it('searches by the beginning of an email or a member id, asking once typing pauses, from the first page', async () => {
    const element = await list({ 'page-size': '25' });
    await rowsShown(element, 'member-60@example.com');
    button(element, 'Next').click();
    await rowsShown(element, 'member-35@example.com');
    const asked = fake.calls.length;
    const search = await shadowQuery<HTMLInputElement>(element, '[part="search"]');
    for (const text of ['m', 'me', 'member-1']) setInput(search, text);
    await rowsShown(element, 'member-19@example.com');
    const lists = fake.calls.slice(asked).filter((call) => call.path === '/members');
    expect(lists.map((call) => call.query.get('search'))).to.deep.equal(['member-1']);
    expect(lists[0]!.query.has('after')).to.equal(false);
    expect(emails(element)).to.have.length(10);

    setInput(search, 'mem_fake07');
    await rowsShown(element, 'member-07@example.com');
    setInput(search, 'nobody');
    await shadowText(element, '[part="empty"]', 'No members match these filters.');
  });

  it('filters by plan, verified and the days created, sorts oldest first, and exports that list', async () => {
    const element = await list();
    await rowsShown(element, 'member-60@example.com');
    choose(element, 'Plan', 'pln_free');
    await rowsShown(element, 'member-57@example.com');
    expect(lastList().query.get('planId')).to.equal('pln_free');
    choose(element, 'Verified', 'false');
    await rowsShown(element, 'member-49@example.com');
    choose(element, 'Sort', 'ASC');
    await rowsShown(element, 'member-01@example.com');
    // The days created are a range under one heading, each end labelled.
    const range = element.shadowRoot!.querySelector('[role="group"]')!;
    expect(range.getAttribute('aria-labelledby')).to.equal(range.querySelector('span')!.id);
    expect(range.querySelector('span')!.textContent).to.equal('Created (UTC days)');
    const labelled = (text: string) =>
      element.shadowRoot!.getElementById(
        [...range.querySelectorAll('label')].find((label) => label.textContent === text)!.htmlFor,
      ) as HTMLInputElement;
    const [from, to] = [labelled('From'), labelled('To')];
    expect([from.type, to.type]).to.deep.equal(['date', 'date']);
    setInput(from!, '2026-01-10');
    from!.dispatchEvent(new Event('change', { bubbles: true }));
    setInput(to!, '2026-02-20');
    to!.dispatchEvent(new Event('change', { bubbles: true }));
    await rowsShown(element, 'member-13@example.com');
    expect(emails(element)).to.deep.equal([
      'member-13@example.com',
      'member-25@example.com',
      'member-37@example.com',
      'member-49@example.com',
    ]);
    const query = Object.fromEntries(lastList().query);
    expect(query).to.deep.equal({
      mode: 'live',
      planId: 'pln_free',
      verified: 'false',
      createdFrom: '2026-01-10',
      createdTo: '2026-02-20',
      order: 'ASC',
      first: '25',
    });
    const exportLink = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="export"]')!;
    expect(exportLink.hasAttribute('download')).to.equal(true);
    expect(exportLink.getAttribute('href')).to.equal(
      '/membership/console/members/export.csv?mode=live&planId=pln_free&verified=false&createdFrom=2026-01-10&createdTo=2026-02-20&order=ASC',
    );
  });

  it('tells the page its whole view as a URL query on each change, the search once typing pauses', async () => {
    const element = await list();
    await rowsShown(element, 'member-60@example.com');
    const told: string[] = [];
    element.addEventListener('console-members-filters', (event) => told.push(event.detail.query));
    choose(element, 'Verified', 'false');
    await waitUntil(() => told.length === 1, 'the verified filter was not told');
    const search = await shadowQuery<HTMLInputElement>(element, '[part="search"]');
    for (const text of ['m', 'me', 'member-1']) setInput(search, text);
    await waitUntil(() => told.length === 2, 'the search was not told');
    choose(element, 'Mode', 'test');
    await waitUntil(() => told.length === 3, 'the mode was not told');
    expect(told).to.deep.equal([
      'verified=false',
      'search=member-1&verified=false',
      'mode=test&search=member-1&verified=false',
    ]);
  });

  it('shows the view its page keeps (a reload, back and forward) without telling it back', async () => {
    const element = await list({ filters: 'search=member-1&verified=false&order=ASC&planId=pln_free&bogus=1' });
    await rowsShown(element, 'member-13@example.com');
    expect(Object.fromEntries(lastList().query)).to.deep.equal({
      mode: 'live',
      search: 'member-1',
      planId: 'pln_free',
      verified: 'false',
      order: 'ASC',
      first: '25',
    });
    expect((await shadowQuery<HTMLInputElement>(element, '[part="search"]')).value).to.equal('member-1');
    const told: string[] = [];
    element.addEventListener('console-members-filters', (event) => told.push(event.detail.query));

    element.setAttribute('filters', 'createdFrom=2026-02-25&verified=maybe');
    await rowsShown(element, 'member-60@example.com');
    expect(Object.fromEntries(lastList().query)).to.deep.equal({
      mode: 'live',
      createdFrom: '2026-02-25',
      order: 'DESC',
      first: '25',
    });
    expect((await shadowQuery<HTMLInputElement>(element, '[part="search"]')).value).to.equal('');
    element.setAttribute('filters', '');
    await waitUntil(() => !lastList().query.has('createdFrom'), 'the filters were not cleared');
    expect(told).to.deep.equal([]);
  });

  it('lists test members when switched, and says so to the page', async () => {
    fake.members.push(
      ...fakeMembers(2, 'test').map((member) => ({
        ...member,
        id: `${member.id}t`,
        auth: { ...member.auth, email: `t-${member.auth.email}` },
      })),
    );
    const element = await list();
    await rowsShown(element, 'member-60@example.com');
    let query: unknown;
    element.addEventListener('console-members-filters', (event) => {
      query = event.detail.query;
    });
    choose(element, 'Mode', 'test');
    await rowsShown(element, 't-member-02@example.com');
    expect(query).to.equal('mode=test');
    await shadowText(element, '[part="count"]', '2 members in test mode');
  });

  it('shows loading, then an empty app, and a failure with Try again', async () => {
    fake.members = [];
    fake.hold = true;
    const element = await list();
    await shadowQuery(element, '[part="loading"]');
    expect(element.shadowRoot!.querySelector('[part="table"]')!.getAttribute('aria-busy')).to.equal('true');
    fake.hold = false;
    fake.release();
    await shadowText(element, '[part="empty"]', 'No members yet.');

    fake.members = fakeMembers(3);
    fake.failWith = 500;
    let failed: unknown;
    element.addEventListener('console-members-error', (event) => {
      failed = event.detail.message;
    });
    choose(element, 'Sort', 'ASC');
    await shadowText(element, '[part="error"]', 'Unable to load members.');
    expect(failed).to.equal('Unable to load members.');
    fake.failWith = null;
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await rowsShown(element, 'member-01@example.com');
  });

  it('says only that the list failed when its first load fails, not that it is still loading', async () => {
    fake.failWith = 500;
    const element = await list();
    await shadowText(element, '[part="error"]', 'Unable to load members.');
    expect(element.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('');
    fake.failWith = null;
    (await shadowQuery<HTMLButtonElement>(element, '[part="retry"]')).click();
    await shadowText(element, '[part="count"]', '60 members');
  });

  for (const theme of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      it(`is accessible in the ${theme} theme at ${width} px`, async () => {
        await setViewport({ width, height: 800 });
        pageBackground(theme);
        const element = await list({ theme });
        await rowsShown(element, 'member-60@example.com');
        await expectAccessible(element);
      });
    }
  }
});
