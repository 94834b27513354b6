import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ConsoleAuditEvent, ConsoleAuditPage } from '../../../contract/console-audit-answers';
import { consoleClient } from '../../core/console-client';
import './console-audit';

const event = (id: string, overrides: Partial<ConsoleAuditEvent> = {}): ConsoleAuditEvent => ({
  id,
  createdAt: '2026-11-26T10:00:00.000Z',
  actor: { type: 'owner', id: 'own_1', label: 'owner@example.com' },
  action: 'secret-keys.create',
  target: { type: 'secret-key', id: 'key_1' },
  status: 201,
  mode: null,
  detail: {},
  clientIp: '192.0.2.7',
  ...overrides,
});

const original = { ...consoleClient };
afterEach(() => Object.assign(consoleClient, original));

/** Answers pages of the log as the server would, recording what was asked. */
function serveLog(pages: ConsoleAuditPage[]) {
  const asked: Record<string, unknown>[] = [];
  consoleClient.auditPage = async (query) => {
    asked.push(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
    const index = query.after === undefined ? 0 : Number(query.after.slice('page'.length));
    return pages[index] ?? { events: [], nextCursor: null };
  };
  return asked;
}

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const byLabel = <T extends HTMLElement>(root: ShadowRoot, label: string): T => {
  const node = [...root.querySelectorAll('label')].find((item) => item.textContent === label)!;
  return root.getElementById(node.htmlFor) as T;
};

const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find((node) => node.textContent === name)!;

describe('console-audit', () => {
  it('lists events newest first with who acted, what, on what, how it ended and from where', async () => {
    serveLog([
      {
        events: [
          event('aud_2', {
            actor: { type: 'secret-key', id: 'key_9', label: 'CRM (…abcd)' },
            action: 'members.delete',
            target: { type: 'member', id: 'mem_1' },
            status: 409,
            mode: 'live',
          }),
          event('aud_1'),
        ],
        nextCursor: null,
      },
    ]);
    const element = await fixture(html`<console-audit></console-audit>`);
    await shadowText(element, 'tbody', 'members.delete');
    const rows = rowsOf(element).map((row) => row.slice(1));
    expect(rows).to.deep.equal([
      ['CRM (…abcd)', 'members.delete', 'member mem_1', '409 refused', 'live', '192.0.2.7'],
      ['owner@example.com', 'secret-keys.create', 'secret-key key_1', '201', '', '192.0.2.7'],
    ]);
  });

  it('sends the filters to the server together, and the export link carries them', async () => {
    const asked = serveLog([{ events: [event('aud_1')], nextCursor: null }]);
    const element = await fixture(html`<console-audit></console-audit>`);
    await shadowText(element, 'tbody', 'secret-keys.create');
    const root = element.shadowRoot!;
    setValue(byLabel(root, 'Who'), 'secret-key');
    setValue(byLabel(root, 'Owner or key id'), ' key_9 ');
    setValue(byLabel(root, 'Action'), 'members.');
    setValue(byLabel(root, 'Target id'), 'mem_1');
    setValue(byLabel(root, 'From'), '2026-11-01');
    setValue(byLabel(root, 'To'), '2026-11-26');
    expect(asked).to.have.length(1);
    button(root, 'Apply filters').click();
    await waitUntil(() => asked.length === 2);
    const filters = {
      actorType: 'secret-key',
      actorId: 'key_9',
      action: 'members.',
      targetId: 'mem_1',
      from: '2026-11-01',
      to: '2026-11-26',
    };
    expect(asked[1]).to.deep.equal({ ...filters, first: 50 });
    const href = new URL(root.querySelector<HTMLAnchorElement>('[part="export"]')!.href);
    expect(href.pathname).to.match(/\/membership\/console\/audit\.csv$/);
    expect(Object.fromEntries(href.searchParams)).to.deep.equal(filters);

    button(root, 'Clear').click();
    await waitUntil(() => asked.length === 3);
    expect(asked[2]).to.deep.equal({ first: 50 });
    expect(byLabel<HTMLInputElement>(root, 'Action').value).to.equal('');
  });

  it('tells the page the filters applied as a URL query, and shows those its page keeps without telling them back', async () => {
    const asked = serveLog([{ events: [event('aud_1')], nextCursor: null }]);
    const element = await fixture<HTMLElement>(
      html`<console-audit filters="actorType=owner&from=2026-11-01&to=someday&other=1"></console-audit>`,
    );
    await shadowText(element, 'tbody', 'secret-keys.create');
    const root = element.shadowRoot!;
    expect(asked[0]).to.deep.equal({ actorType: 'owner', from: '2026-11-01', first: 50 });
    expect(byLabel<HTMLSelectElement>(root, 'Who').value).to.equal('owner');
    const told: string[] = [];
    element.addEventListener('console-audit-filters', (event) => told.push(event.detail.query));

    setValue(byLabel(root, 'Action'), 'owners.');
    button(root, 'Apply filters').click();
    await waitUntil(() => asked.length === 2);
    button(root, 'Apply filters').click();
    await waitUntil(() => asked.length === 3);
    expect(told).to.deep.equal(['actorType=owner&action=owners.&from=2026-11-01']);

    element.setAttribute('filters', 'targetId=mem_1');
    await waitUntil(() => asked.length === 4);
    expect(asked[3]).to.deep.equal({ targetId: 'mem_1', first: 50 });
    expect(byLabel<HTMLInputElement>(root, 'Action').value).to.equal('');
    expect(byLabel<HTMLInputElement>(root, 'Target id').value).to.equal('mem_1');
    expect(told).to.have.length(1);
  });

  it('pages through the server’s cursor, Previous going back', async () => {
    const asked = serveLog([
      { events: [event('aud_3'), event('aud_2')], nextCursor: 'page1' },
      { events: [event('aud_1', { action: 'owners.invite' })], nextCursor: null },
    ]);
    const element = await fixture(html`<console-audit page-size="2"></console-audit>`);
    await shadowText(element, 'tbody', 'secret-keys.create');
    const root = element.shadowRoot!;
    expect(button(root, 'Previous').disabled).to.equal(true);
    button(root, 'Next').click();
    await shadowText(element, 'tbody', 'owners.invite');
    expect(asked.at(-1)).to.deep.equal({ first: 2, after: 'page1' });
    expect(root.querySelector('[part="pager"]')!.textContent).to.contain('Page 2');
    await waitUntil(() => button(root, 'Next').disabled);
    button(root, 'Previous').click();
    await shadowText(element, 'tbody', 'secret-keys.create');
    expect(asked.at(-1)).to.deep.equal({ first: 2 });
  });

  it('says when nothing matches, and passes axe in both themes', async () => {
    serveLog([{ events: [], nextCursor: null }]);
    const element = await fixture(html`<console-audit theme="light"></console-audit>`);
    await shadowText(element, '*', 'No events match these filters.');
    await expectAccessible(element);
    serveLog([{ events: [event('aud_1')], nextCursor: null }]);
    element.setAttribute('theme', 'dark');
    button(element.shadowRoot!, 'Apply filters').click();
    await shadowQuery(element, 'tbody tr[part="row"]');
    await expectAccessible(element);
  });
});
