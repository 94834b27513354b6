import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { expectAccessible, rowsOf, shadowQuery, shadowText } from '../../../tests/wtr/helpers';
import type { ImportPreview, ImportReport } from '../../../contract/console-import-answers';
import { ClientError } from '../../core/client-error';
import { consoleClient } from '../../core/console-client';
import './console-member-import';

const PREVIEW: ImportPreview = {
  previewId: 'payload.signature',
  expiresAt: '2026-11-26T11:00:00.000Z',
  mode: 'live',
  rows: 4,
  counts: { new: 1, changed: 1, unchanged: 1, invalid: 1 },
  columns: { read: ['Email', 'first-name'], ignored: ['Plans'] },
  samples: {
    new: [{ row: 2, email: 'new@example.com', memberId: null, changes: [], errors: [], warnings: [] }],
    changed: [
      {
        row: 3,
        email: 'ann@example.com',
        memberId: 'mem_ann',
        changes: ['customFields.first-name'],
        errors: [],
        warnings: [],
      },
    ],
    unchanged: [{ row: 4, email: 'bo@example.com', memberId: 'mem_bo', changes: [], errors: [], warnings: [] }],
    invalid: [
      {
        row: 5,
        email: 'not-an-email',
        memberId: null,
        changes: [],
        errors: ['Email: must be an email address'],
        warnings: [],
      },
    ],
  },
  sampleSize: 50,
};

const REPORT: ImportReport = {
  id: 'imp_1',
  fileName: 'members.csv',
  ownerEmail: 'owner@example.com',
  mode: 'live',
  rows: 4,
  counts: { created: 1, updated: 1, unchanged: 1, failed: 1 },
  results: [
    { row: 2, email: 'new@example.com', memberId: 'mem_new', outcome: 'created', detail: '' },
    { row: 3, email: 'ann@example.com', memberId: 'mem_ann', outcome: 'updated', detail: 'customFields.first-name' },
    { row: 4, email: 'bo@example.com', memberId: 'mem_bo', outcome: 'unchanged', detail: '' },
    { row: 5, email: 'not-an-email', memberId: null, outcome: 'failed', detail: 'Email: must be an email address' },
  ],
  startedAt: '2026-11-26T10:00:00.000Z',
  finishedAt: '2026-11-26T10:00:01.000Z',
};

const original = { ...consoleClient };
beforeEach(() => {
  consoleClient.recentImports = async () => ({ imports: [] });
});
afterEach(() => Object.assign(consoleClient, original));

const csvFile = (name = 'members.csv', text = 'Email\r\nnew@example.com\r\n') =>
  new File([text], name, { type: 'text/csv' });

function choose(element: Element, file: File) {
  const input = element.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const button = (element: Element, name: string) =>
  [...element.shadowRoot!.querySelectorAll('button')].find((node) => node.textContent?.trim() === name);

async function previewed(mode?: string) {
  const asked: [string, string][] = [];
  consoleClient.previewImport = async (file, into) => {
    asked.push([(file as File).name, into]);
    return { ...PREVIEW, mode: into };
  };
  const element = await fixture(
    mode
      ? html`<console-member-import mode=${mode}></console-member-import>`
      : html`<console-member-import></console-member-import>`,
  );
  await shadowQuery(element, '[part="drop-zone"]');
  choose(element, csvFile());
  await shadowText(element, '[part="counts"]', 'Invalid');
  return { element, asked };
}

describe('console-member-import', () => {
  it('previews a chosen file: counts, the invalid rows first with their reasons, and what importing would do', async () => {
    const { element, asked } = await previewed();
    expect(asked).to.deep.equal([['members.csv', 'live']]);
    const counts = element.shadowRoot!.querySelector('[part="counts"]')!.textContent;
    expect(counts).to.equal('New1Changed1Unchanged1Invalid1');
    await waitUntil(() => rowsOf(element).length > 0);
    expect(rowsOf(element)[0]).to.deep.equal(['5', 'not-an-email', '', 'Email: must be an email address']);
    expect(element.shadowRoot!.textContent).to.contain('Read but never imported: Plans.');
    expect(button(element, 'Import 2 rows')).to.exist;
    await expectAccessible(element);
  });

  it('shows the rows of each kind when chosen', async () => {
    const { element } = await previewed();
    const changed = [...element.shadowRoot!.querySelectorAll('label')].find((label) =>
      label.textContent?.startsWith('Changed'),
    )!;
    changed.querySelector('input')!.click();
    await waitUntil(() => rowsOf(element)[0]?.[1] === 'ann@example.com');
    expect(rowsOf(element)[0]).to.deep.equal(['3', 'ann@example.com', 'mem_ann', 'customFields.first-name']);
  });

  it('imports the previewed file with its id, reports every row and downloads the report as CSV', async () => {
    const { element } = await previewed('test');
    const committed: [string, string, string][] = [];
    consoleClient.commitImport = async (file, mode, previewId) => {
      committed.push([(file as File).name, mode, previewId]);
      return { ...REPORT, mode };
    };
    const done = oneEvent(element, 'console-member-import-done');
    button(element, 'Import 2 rows')!.click();
    expect((await done).detail).to.deep.equal(REPORT.counts);
    expect(committed).to.deep.equal([['members.csv', 'test', 'payload.signature']]);
    await shadowText(element, 'h2', 'Imported members.csv');
    await waitUntil(() => rowsOf(element)[0]?.[2] === 'Failed');
    expect(rowsOf(element)).to.deep.equal([['5', 'not-an-email', 'Failed', '', 'Email: must be an email address']]);

    // The server keeps the report: the download is its CSV, by the report's id.
    const download = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="download-report"]')!;
    expect(download.textContent).to.equal('Download report (CSV)');
    expect(download.getAttribute('href')).to.equal('/membership/console/member-imports/imp_1/report.csv');
    expect(download.hasAttribute('download')).to.equal(true);
    await expectAccessible(element);
  });

  it('lists the recent imports with their reports, again once an import finishes, and says when they cannot load', async () => {
    const summary = (id: string, fileName: string) => {
      const { results: _rows, ...rest } = REPORT;
      return { ...rest, id, fileName };
    };
    let loads = 0;
    consoleClient.recentImports = async () => {
      loads++;
      return {
        imports: loads === 1 ? [summary('imp_old', '')] : [summary('imp_1', 'members.csv'), summary('imp_old', '')],
      };
    };
    consoleClient.commitImport = async () => REPORT;
    const { element } = await previewed();
    const recentRows = () =>
      [...element.shadowRoot!.querySelectorAll('[part="recent-imports"] tbody tr[part="row"]')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      );
    await waitUntil(() => recentRows().length === 1, 'the recent imports were not listed');
    expect(recentRows()[0]!.slice(1)).to.deep.equal([
      '(no name)',
      'Live',
      '1 created1 updated1 unchanged1 failed',
      'owner@example.com',
      'Download CSV',
    ]);
    // The outcomes, one a line, are shown whole: the column is never the one cut short.
    const outcome = element.shadowRoot!.querySelectorAll('[part="recent-imports"] tbody tr[part="row"] td')[3]!;
    expect([...outcome.querySelectorAll('li')].map((line) => line.textContent)).to.deep.equal([
      '1 created',
      '1 updated',
      '1 unchanged',
      '1 failed',
    ]);
    expect(outcome.scrollWidth).to.be.at.most(outcome.clientWidth);
    const link = element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="recent-report"]')!;
    expect(link.getAttribute('href')).to.equal('/membership/console/member-imports/imp_old/report.csv');
    expect(link.getAttribute('aria-label')).to.match(/^Download CSV: the report of the import finished /);

    button(element, 'Import 2 rows')!.click();
    await waitUntil(() => recentRows().length === 2, 'the recent imports were not loaded again');
    expect(recentRows()[0]![1]).to.equal('members.csv');
    await expectAccessible(element);

    consoleClient.recentImports = async () => {
      throw new ClientError('server', 'The server failed.', { status: 500 });
    };
    const failed = await fixture(html`<console-member-import></console-member-import>`);
    await shadowText(failed, '[part="recent-imports"] [part="error"]', 'Unable to load the recent imports.');
  });

  it('shows every recent import whole in a box narrower than its columns: long texts wrap, nothing is cut', async () => {
    const { results: _rows, ...summary } = REPORT;
    consoleClient.recentImports = async () => ({
      imports: [
        {
          ...summary,
          fileName: 'members-exported-from-the-old-site-on-the-first-of-november.csv',
          ownerEmail: 'the-owner-with-a-long-address@example.com',
        },
      ],
    });
    const frame = await fixture(html`<div style="width: 560px"><console-member-import></console-member-import></div>`);
    const element = frame.querySelector('console-member-import')!;
    const cells = () => [
      ...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="recent-imports"] tbody tr[part="row"] td'),
    ];
    await waitUntil(() => cells().length === 6, 'the recent import was not listed');
    await new Promise(requestAnimationFrame);
    const cut = cells().filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight);
    expect(cut.map((cell) => cell.textContent)).to.deep.equal([]);
    // The file name needed more than one line, and its row grew to hold it.
    const file = cells()[1]!;
    expect(file.getBoundingClientRect().height).to.be.greaterThan(40);
  });

  it('previews again in the other mode when the mode changes', async () => {
    const { element, asked } = await previewed();
    const test = [...element.shadowRoot!.querySelectorAll('label')].find((label) => label.textContent === 'Test mode')!;
    test.querySelector('input')!.click();
    await waitUntil(() => asked.length === 2);
    expect(asked[1]).to.deep.equal(['members.csv', 'test']);
  });

  it('refuses a file that is not CSV without sending it, and says why a preview was refused', async () => {
    let sent = 0;
    consoleClient.previewImport = async () => {
      sent++;
      throw new ClientError(
        'refused',
        'Columns that are neither Memberstack\u2019s nor custom fields of this app: Shoe Size.',
        {
          status: 422,
        },
      );
    };
    const element = await fixture(html`<console-member-import></console-member-import>`);
    await shadowQuery(element, '[part="drop-zone"]');
    choose(element, new File(['{}'], 'members.json', { type: 'application/json' }));
    await shadowText(element, '[part="error"]', 'Choose a CSV file (.csv)');
    expect(sent).to.equal(0);

    const zone = element.shadowRoot!.querySelector('[part="drop-zone"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(csvFile('shoes.csv', 'Email,Shoe Size\r\n'));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await shadowText(element, '[part="error"]', 'Shoe Size');
    expect(sent).to.equal(1);
    await expectAccessible(element);
  });

  it('still runs an import that changes nothing, for its report, and keeps the preview when the import fails', async () => {
    consoleClient.previewImport = async () => ({
      ...PREVIEW,
      counts: { new: 0, changed: 0, unchanged: 4, invalid: 0 },
    });
    const element = await fixture(html`<console-member-import></console-member-import>`);
    await shadowQuery(element, '[part="drop-zone"]');
    choose(element, csvFile());
    await shadowText(element, '[part="import-button"]', 'Run the import (no changes)');
    expect(element.shadowRoot!.querySelector<HTMLButtonElement>('[part="import-button"]')!.disabled).to.equal(false);

    consoleClient.previewImport = async () => PREVIEW;
    consoleClient.commitImport = async () => {
      throw new ClientError('refused', 'This file is not the one previewed, or its preview has expired.', {
        status: 409,
      });
    };
    button(element, 'Choose another file')!.click();
    choose(element, csvFile());
    await shadowText(element, '[part="import-button"]', 'Import 2 rows');
    button(element, 'Import 2 rows')!.click();
    await shadowText(element, '[part="error"]', 'preview has expired');
    expect(button(element, 'Import 2 rows')).to.exist;
  });
});
